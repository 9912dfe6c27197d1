// The checkout's calls to the storefront API: JSON both ways, the reader's language, and the
// answer's data, message and field errors (a 422's), without throwing on a refusal.

export type FieldErrors = Record<string, string[]>;
export interface Answer<T> {
  ok: boolean;
  status: number;
  data?: T;
  message?: string;
  errors?: FieldErrors;
}

export async function callStorefront<T>(url: string, lang: string, body?: unknown, signal?: AbortSignal): Promise<Answer<T>> {
  const res = await fetch(url, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'fetch', 'accept-language': lang },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  const answer = (await res.json().catch(() => ({}))) as { data?: T; message?: string; errors?: FieldErrors };
  return { ok: res.ok, status: res.status, ...answer };
}

/** The API path of a business's storefront resource. */
export const storefrontUrl = (ref: string, path: string) => `/api/v1/storefront/${encodeURIComponent(ref)}${path}`;

/** The digits of a phone as typed; two phones are the same person when their digits are. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '');
