import type { MessagingConnectionState, MessagingContact, MessagingGroup, MessagingPairing, MessagingProvider } from '../ports';

/*
 * Evolution API v2 (self-hosted WhatsApp gateway; INTEGRATIONS.md "WhatsApp"): every call carries
 * the server's `apikey`. Numbers go as digits only. Tests, journeys and `npm start` point `baseUrl`
 * at the stand-in (stand-in.ts).
 */

export type EvolutionErrorCode = 'timeout' | 'network' | 'unauthorized' | 'not_found' | 'exists' | 'refused' | 'provider' | 'unexpected';

/** A call that failed: `status` is the HTTP status (0 when none came back). */
export class EvolutionError extends Error {
  constructor(
    readonly code: EvolutionErrorCode,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'EvolutionError';
  }
}

export interface EvolutionClientOptions {
  baseUrl: string;
  apiKey: string;
}

const STATES: readonly MessagingConnectionState[] = ['open', 'connecting', 'close'];
const digits = (value: string) => value.replace(/\D/g, '');
/** A group id goes as it is; a number as digits. */
const recipient = (to: string) => (to.includes('@g.us') ? to : digits(to));

function codeOf(status: number): EvolutionErrorCode {
  if (status === 401) return 'unauthorized';
  if (status === 404) return 'not_found';
  if (status === 403 || status === 409) return 'exists';
  if (status >= 400 && status < 500) return 'refused';
  return 'provider';
}

export function evolutionClient({ baseUrl, apiKey }: EvolutionClientOptions, { timeoutMs = 15_000 }: { timeoutMs?: number } = {}): MessagingProvider {
  const root = baseUrl.replace(/\/$/, '');

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${root}${path}`, {
        method,
        headers: { apikey: apiKey, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new EvolutionError(timedOut ? 'timeout' : 'network', 0, `evolution ${method} ${path}: ${timedOut ? 'timed out' : 'unreachable'}`);
    }
    const text = await res.text();
    if (!res.ok) throw new EvolutionError(codeOf(res.status), res.status, `evolution ${method} ${path}: ${res.status} ${text.slice(0, 300)}`);
    try {
      return (text ? JSON.parse(text) : null) as T;
    } catch {
      throw new EvolutionError('unexpected', res.status, `evolution ${method} ${path}: not JSON`);
    }
  }

  const instancePath = (path: string, instance: string) => `${path}/${encodeURIComponent(instance)}`;

  async function sent(path: string, instance: string, body: Record<string, unknown>) {
    const answer = await call<{ key?: { id?: unknown } } | null>('POST', instancePath(path, instance), body);
    const id = answer?.key?.id;
    if (typeof id !== 'string' || id === '') throw new EvolutionError('unexpected', 200, `evolution ${path}: no message id`);
    return { messageId: id };
  }

  return {
    async createInstance(instance, webhookUrl) {
      await call('POST', '/instance/create', {
        instanceName: instance,
        qrcode: true,
        integration: 'WHATSAPP-BAILEYS',
        webhook: { url: webhookUrl, byEvents: false, base64: false, events: ['CONNECTION_UPDATE', 'QRCODE_UPDATED', 'MESSAGES_UPSERT', 'MESSAGES_UPDATE'] },
      });
    },

    async connect(instance): Promise<MessagingPairing | null> {
      const answer = await call<{ code?: unknown; pairingCode?: unknown; count?: unknown; instance?: { state?: unknown } } | null>('GET', instancePath('/instance/connect', instance));
      // Already paired, Evolution answers the instance's state instead of a code.
      if (!answer || typeof answer.code !== 'string' || answer.code === '') return null;
      return { code: answer.code, pairingCode: typeof answer.pairingCode === 'string' ? answer.pairingCode : null, count: typeof answer.count === 'number' ? answer.count : 1 };
    },

    async connectionState(instance) {
      const answer = await call<{ instance?: { state?: unknown } } | null>('GET', instancePath('/instance/connectionState', instance));
      const state = answer?.instance?.state;
      if (!STATES.includes(state as MessagingConnectionState)) throw new EvolutionError('unexpected', 200, `evolution connectionState: ${String(state)}`);
      return state as MessagingConnectionState;
    },

    async logout(instance) {
      await call('DELETE', instancePath('/instance/logout', instance));
    },

    async deleteInstance(instance) {
      try {
        await call('DELETE', instancePath('/instance/delete', instance));
      } catch (err) {
        if (err instanceof EvolutionError && err.code === 'not_found') return;
        throw err;
      }
    },

    sendText: (instance, to, text) => sent('/message/sendText', instance, { number: recipient(to), text }),

    sendMedia: (instance, to, media) =>
      sent('/message/sendMedia', instance, {
        number: recipient(to),
        mediatype: media.mimeType.startsWith('image/') ? 'image' : 'document',
        mimetype: media.mimeType,
        media: media.url,
        ...(media.fileName ? { fileName: media.fileName } : {}),
        ...(media.caption ? { caption: media.caption } : {}),
      }),

    async contacts(instance): Promise<MessagingContact[]> {
      const answer = await call<unknown>('POST', instancePath('/chat/findContacts', instance), { where: {} });
      if (!Array.isArray(answer)) return [];
      return answer.flatMap((item: { remoteJid?: unknown; id?: unknown; pushName?: unknown }) => {
        const jid = typeof item.remoteJid === 'string' ? item.remoteJid : typeof item.id === 'string' ? item.id : null;
        if (!jid?.endsWith('@s.whatsapp.net')) return [];
        return [{ id: jid, number: digits(jid.split('@')[0]!.split(':')[0]!), name: typeof item.pushName === 'string' && item.pushName ? item.pushName : null }];
      });
    },

    async groups(instance): Promise<MessagingGroup[]> {
      const answer = await call<unknown>('GET', `${instancePath('/group/fetchAllGroups', instance)}?getParticipants=false`);
      if (!Array.isArray(answer)) return [];
      return answer.flatMap((item: { id?: unknown; subject?: unknown; size?: unknown }) =>
        typeof item.id === 'string' ? [{ id: item.id, subject: typeof item.subject === 'string' ? item.subject : '', size: typeof item.size === 'number' ? item.size : null }] : [],
      );
    },

    async whatsappNumbers(instance, numbers) {
      const answer = await call<unknown>('POST', instancePath('/chat/whatsappNumbers', instance), { numbers: numbers.map(digits) });
      if (!Array.isArray(answer)) throw new EvolutionError('unexpected', 200, 'evolution whatsappNumbers: not a list');
      return answer.map((item: { number?: unknown; exists?: unknown }) => ({ number: digits(String(item.number ?? '')), exists: item.exists === true }));
    },
  };
}
