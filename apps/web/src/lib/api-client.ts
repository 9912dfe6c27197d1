import { toUpgradeContext } from '@comanda/domain/features/upgrade-contexts';
import { startLoading } from './loading-bar-store';
import { getLocale } from './locale';
import { requestUpgrade } from './upgrade-prompt';

export const API_BASE = '/api/v1';

export type FieldErrors = Record<string, string[]>;

/** Every failed API call surfaces as this; `status` 0 means the network failed. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly code: string | undefined;
  /** For code feature_unavailable: the plan feature the call needs. */
  readonly feature: string | undefined;

  constructor(status: number, message: string, errors: FieldErrors = {}, code?: string, feature?: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.code = code;
    this.feature = feature;
  }
}

/** The plan lacks the feature the call needs; the upgrade modal is already open for it. */
export function isFeatureUnavailable(error: unknown): boolean {
  return isApiError(error) && error.code === 'feature_unavailable';
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  query?: Query;
  signal?: AbortSignal;
  /** Show the top loading bar while the request runs (default true). */
  loadingBar?: boolean;
  /**
   * Let a 401 log the user out and go to login (default true). Off for the login call, whose 401
   * means wrong credentials.
   */
  handleUnauthorized?: boolean;
  /** For routes that accept one (docs/decisions/0014); made per intent by useGuardedMutation's `idempotent`. */
  idempotencyKey?: string | undefined;
};

type UnauthorizedHandler = (error: ApiError) => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** The app installs the session reset here; the client knows nothing about routes or caches. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

function buildUrl(path: string, query?: Query): string {
  let url = API_BASE + path;
  if (query) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    }
    const qs = search.toString();
    if (qs) url += `?${qs}`;
  }
  return url;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const message = typeof record['message'] === 'string' && record['message'] ? record['message'] : statusText || 'Error';
  const errors: FieldErrors = {};
  const raw = record['errors'];
  if (raw && typeof raw === 'object') {
    for (const [field, value] of Object.entries(raw as Record<string, unknown>)) {
      const list = Array.isArray(value) ? value : [value];
      errors[field] = list.filter((m): m is string => typeof m === 'string');
    }
  }
  const code = typeof record['code'] === 'string' ? record['code'] : undefined;
  const feature = typeof record['feature'] === 'string' ? record['feature'] : undefined;
  return new ApiError(status, message, errors, code, feature);
}

/**
 * JSON over fetch. The session is the API's HttpOnly cookie (credentials same-origin); no token is
 * ever read or stored here. X-Requested-With is the API's CSRF guard for cookie sessions.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, loadingBar = true, handleUnauthorized = true, idempotencyKey } = options;
  const headers: Record<string, string> = {
    Accept: 'application/json, text/plain, */*',
    'Accept-Language': getLocale(),
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) {
    payload = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const stop = loadingBar ? startLoading() : () => {};
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    stop();
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, cause instanceof Error ? cause.message : 'Network error');
  }

  try {
    const data = await readBody(response);
    if (response.ok) return data as T;
    const error = toApiError(response.status, response.statusText, data);
    if (response.status === 401 && handleUnauthorized && onUnauthorized) onUnauthorized(error);
    // The plan lacks the feature (spec §4): the upgrade modal for it, wherever the call was made.
    if (isFeatureUnavailable(error)) requestUpgrade(toUpgradeContext(error.feature));
    throw error;
  } finally {
    stop();
  }
}
