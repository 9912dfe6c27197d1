/*
 * The WhatsApp Cloud API (Meta's official API; INTEGRATIONS.md "WhatsApp"), the optional second
 * provider of issue 35: `POST /{phone-number-id}/messages` with the business's access token. Unlike
 * Evolution there is no QR: a number is connected by its phone number id and a token. Free text and
 * media only within 24 hours of the customer's last message; outside it, only an approved template
 * (error 131047). Tests and journeys point `baseUrl` at the stand-in (stand-in.ts).
 */

export type CloudApiErrorCode = 'timeout' | 'network' | 'unauthorized' | 'outside_window' | 'template' | 'refused' | 'provider' | 'unexpected';

/** Graph error codes that matter here. */
export const OUTSIDE_WINDOW = 131047;
export const TEMPLATE_NOT_FOUND = 132001;

/** A call that failed: `status` is the HTTP status (0 when none came back), `graphCode` Meta's error code. */
export class CloudApiError extends Error {
  constructor(
    readonly code: CloudApiErrorCode,
    readonly status: number,
    readonly graphCode: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'CloudApiError';
  }
}

export interface CloudApiAccount {
  baseUrl: string;
  phoneNumberId: string;
  accessToken: string;
}

export interface CloudTemplate {
  name: string;
  /** As approved at Meta, e.g. 'pt_BR'. */
  language: string;
  /** The body's {{1}}, {{2}}… in order. */
  parameters: string[];
}

const digits = (value: string) => value.replace(/\D/g, '');

function codeOf(status: number, graphCode: number | null): CloudApiErrorCode {
  if (graphCode === OUTSIDE_WINDOW) return 'outside_window';
  if (graphCode === TEMPLATE_NOT_FOUND) return 'template';
  if (status === 401) return 'unauthorized';
  if (status >= 400 && status < 500) return 'refused';
  return 'provider';
}

type GraphAnswer = { messages?: { id?: unknown }[]; error?: { code?: unknown; message?: unknown } } & Record<string, unknown>;

function parseAnswer(text: string): GraphAnswer | null {
  try {
    return text ? (JSON.parse(text) as GraphAnswer) : null;
  } catch {
    return null;
  }
}

export function cloudApiClient(account: CloudApiAccount, { timeoutMs = 15_000 }: { timeoutMs?: number } = {}) {
  const url = `${account.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(account.phoneNumberId)}/messages`;

  const numberUrl = `${account.baseUrl.replace(/\/$/, '')}/${encodeURIComponent(account.phoneNumberId)}`;

  async function call(target: string, body: Record<string, unknown> | null): Promise<{ status: number; answer: GraphAnswer | null }> {
    let res: Response;
    try {
      res = await fetch(target, {
        method: body ? 'POST' : 'GET',
        headers: { authorization: `Bearer ${account.accessToken}`, accept: 'application/json', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new CloudApiError(timedOut ? 'timeout' : 'network', 0, null, `cloud api: ${timedOut ? 'timed out' : 'unreachable'}`);
    }
    const text = await res.text();
    const answer = parseAnswer(text);
    if (!res.ok) {
      const graphCode = typeof answer?.error?.code === 'number' ? answer.error.code : null;
      throw new CloudApiError(codeOf(res.status, graphCode), res.status, graphCode, `cloud api: ${res.status} ${text.slice(0, 300)}`);
    }
    return { status: res.status, answer };
  }

  async function post(body: Record<string, unknown>): Promise<{ messageId: string }> {
    const { status, answer } = await call(url, { messaging_product: 'whatsapp', recipient_type: 'individual', ...body });
    const id = answer?.messages?.[0]?.id;
    if (typeof id !== 'string') throw new CloudApiError('unexpected', status, null, 'cloud api: no message id in the answer');
    return { messageId: id };
  }

  return {
    /** The number the id names, as Meta shows it: checks the id and the token together (401 when the token is wrong). */
    async phoneNumber(): Promise<{ displayPhoneNumber: string; verifiedName: string | null }> {
      const { status, answer } = await call(`${numberUrl}?fields=display_phone_number,verified_name`, null);
      const found = answer as { display_phone_number?: unknown; verified_name?: unknown } | null;
      if (typeof found?.display_phone_number !== 'string') throw new CloudApiError('unexpected', status, null, 'cloud api: no display_phone_number in the answer');
      return { displayPhoneNumber: found.display_phone_number, verifiedName: typeof found.verified_name === 'string' ? found.verified_name : null };
    },
    sendText: (to: string, text: string) => post({ to: digits(to), type: 'text', text: { preview_url: false, body: text } }),
    sendImage: (to: string, image: { url: string; caption?: string }) => post({ to: digits(to), type: 'image', image: { link: image.url, ...(image.caption ? { caption: image.caption } : {}) } }),
    sendDocument: (to: string, document: { url: string; fileName?: string; caption?: string }) =>
      post({ to: digits(to), type: 'document', document: { link: document.url, ...(document.fileName ? { filename: document.fileName } : {}), ...(document.caption ? { caption: document.caption } : {}) } }),
    sendTemplate: (to: string, template: CloudTemplate) =>
      post({
        to: digits(to),
        type: 'template',
        template: {
          name: template.name,
          language: { code: template.language },
          components: template.parameters.length ? [{ type: 'body', parameters: template.parameters.map((text) => ({ type: 'text', text })) }] : [],
        },
      }),
  };
}

export type CloudApiClient = ReturnType<typeof cloudApiClient>;
