import https from 'node:https';
import tls from 'node:tls';
import { centavosToPixAmount, pixAmountToCentavos } from '@comanda/domain/payments/pix-amount';

/*
 * Efí Bank's (formerly Gerencianet) Pix API (INTEGRATIONS.md "Pix"; docs/decisions/0048). Every call,
 * the token's included, goes over mutual TLS with the account's .p12 certificate; node:https, since
 * undici 8 does not load on Node 20. The bearer token is asked once and reused until shortly before
 * it expires; a 401 on a call (a token the bank dropped early) asks a new one and tries once more.
 * Amounts are integer centavos here and "45.90" strings on the wire. Tests point `baseUrl` at the
 * stand-in (stand-in.ts) and pass its CA in `ca`.
 */

/** A restaurant's Efí account, as its settings keep it (decision 0049). */
export interface EfiCredentials {
  clientId: string;
  clientSecret: string;
  /** The account's certificate with its key (.p12), as Efí issues it. */
  pfx: Buffer;
  passphrase?: string | undefined;
  /** The Pix key charges are made to and the webhook is registered on. */
  pixKey: string;
  /** https://pix.api.efipay.com.br, https://pix-h.api.efipay.com.br (sandbox) or a stand-in's. */
  baseUrl: string;
}

export interface EfiClientOptions {
  /** CAs trusted for the server's certificate besides the system's (the stand-in's CA in tests). */
  ca?: Buffer | string | undefined;
  /** A call that hangs must not hold a webhook's job (and its locked event) for ever. */
  timeoutMs?: number;
  /** Milliseconds since the epoch; tests move it to age the cached token. */
  now?: () => number;
}

export const EFI_CHARGE_STATUSES = ['ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP'] as const;
export type EfiChargeStatus = (typeof EFI_CHARGE_STATUSES)[number];

/** A Pix received for a charge. */
export interface EfiReceivedPix {
  endToEndId: string;
  amountCents: number;
  /** When it was paid (ISO 8601), as Efí says. */
  paidAt: string;
}

export interface EfiCharge {
  txid: string;
  status: EfiChargeStatus;
  amountCents: number;
  pixCopiaECola: string | null;
  loc: { id: number; location: string | null } | null;
  pix: EfiReceivedPix[];
  /** When it was made (ISO 8601) and how many seconds after that it may be paid: its countdown. */
  createdAt: string | null;
  expiresInSeconds: number | null;
}

export interface EfiRefund {
  id: string;
  rtrId: string | null;
  amountCents: number;
  status: string;
}

export interface EfiClient {
  /** A dynamic charge (`PUT /v2/cob/:txid`); the same txid twice is refused by Efí (409 txid_duplicado). */
  createCharge(input: { txid: string; amountCents: number; expiresInSeconds: number; payerRequest?: string }): Promise<EfiCharge>;
  /** Re-reads a charge: a webhook's body is never trusted for whether it was paid. */
  getCharge(txid: string): Promise<EfiCharge>;
  /** Changes an open charge's amount and/or expiry (`PATCH /v2/cob/:txid`); the expiry counts from its creation. */
  reviseCharge(input: { txid: string; amountCents?: number; expiresInSeconds?: number }): Promise<EfiCharge>;
  /** The Pix received in [from, to) (`GET /v2/pix?inicio=&fim=`), every page: the daily sweep's list, charges or not. */
  listReceivedPix(range: { from: Date; to: Date }): Promise<(EfiReceivedPix & { txid: string | null })[]>;
  /** Points the account's Pix key at our inbox; Efí calls the URL once to test it before it answers. */
  registerWebhook(webhookUrl: string): Promise<void>;
  /** Gives back all or part of a received Pix; `refundId` is ours and makes a retry the same refund. */
  refund(input: { endToEndId: string; refundId: string; amountCents: number }): Promise<EfiRefund>;
  /** Closes the kept-alive connections. */
  close(): void;
}

/** A refusal by Efí (`status`, and its `{nome, mensagem}`), or no answer (`status` null: network, time-out). */
export class EfiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    /** Efí's error name (`cobranca_nao_encontrada`, `txid_duplicado`, `invalid_client`…), or ours: `timeout`, `network`, `certificate_invalid`, `unexpected_answer`. */
    readonly code: string,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'EfiError';
  }
}

interface Answer {
  status: number;
  body: unknown;
}

/** Seconds before its expiry a token is no longer used: a call made just before would reach Efí too late. */
const TOKEN_MARGIN_S = 60;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function readAmount(value: unknown, what: string): number {
  const cents = typeof value === 'string' ? pixAmountToCentavos(value) : null;
  if (cents === null) throw new EfiError(`efí: unexpected amount in ${what}`, null, 'unexpected_answer');
  return cents;
}

function readCharge(body: unknown): EfiCharge {
  if (!isRecord(body) || typeof body.txid !== 'string' || !isRecord(body.valor)) throw new EfiError('efí: unexpected charge', null, 'unexpected_answer');
  const status = EFI_CHARGE_STATUSES.find((s) => s === body.status);
  if (!status) throw new EfiError(`efí: unknown charge status ${String(body.status)}`, null, 'unexpected_answer');
  const loc = isRecord(body.loc) && typeof body.loc.id === 'number' ? { id: body.loc.id, location: typeof body.loc.location === 'string' ? body.loc.location : null } : null;
  const pix = (Array.isArray(body.pix) ? body.pix : []).map((item: unknown) => {
    if (!isRecord(item) || typeof item.endToEndId !== 'string') throw new EfiError('efí: unexpected pix in charge', null, 'unexpected_answer');
    return { endToEndId: item.endToEndId, amountCents: readAmount(item.valor, 'pix.valor'), paidAt: typeof item.horario === 'string' ? item.horario : '' };
  });
  const calendario = isRecord(body.calendario) ? body.calendario : {};
  return {
    txid: body.txid,
    status,
    amountCents: readAmount(body.valor.original, 'valor.original'),
    pixCopiaECola: typeof body.pixCopiaECola === 'string' ? body.pixCopiaECola : null,
    loc,
    pix,
    createdAt: typeof calendario.criacao === 'string' ? calendario.criacao : null,
    expiresInSeconds: typeof calendario.expiracao === 'number' ? calendario.expiracao : null,
  };
}

export function efiClient(credentials: EfiCredentials, { ca, timeoutMs = 10_000, now = Date.now }: EfiClientOptions = {}): EfiClient {
  const base = new URL(credentials.baseUrl);
  try {
    // Read now: a wrong passphrase or a file that is not a .p12 is told at once, not at the first call.
    tls.createSecureContext({ pfx: credentials.pfx, passphrase: credentials.passphrase });
  } catch (err) {
    throw new EfiError(`efí: the certificate cannot be read (${err instanceof Error ? err.message : String(err)})`, null, 'certificate_invalid');
  }
  const agent = new https.Agent({ pfx: credentials.pfx, passphrase: credentials.passphrase, ca, keepAlive: true, maxSockets: 8 });
  let token: { value: string; usableUntil: number } | null = null;
  let asking: Promise<string> | null = null;

  function send(method: string, path: string, headers: Record<string, string>, body?: unknown): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = https.request(
        {
          protocol: base.protocol,
          hostname: base.hostname,
          port: base.port,
          path: `${base.pathname.replace(/\/$/, '')}${path}`,
          method,
          agent,
          headers: { accept: 'application/json', ...(payload === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }), ...headers },
          signal: AbortSignal.timeout(timeoutMs),
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown = text;
            try {
              parsed = text === '' ? null : JSON.parse(text);
            } catch {
              // Not JSON (a proxy's HTML page): kept as text for the error.
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
        },
      );
      req.on('error', (err: Error & { code?: string }) => {
        const timedOut = err.name === 'AbortError' || err.name === 'TimeoutError';
        reject(new EfiError(`efí ${method} ${path}: ${timedOut ? `no answer within ${timeoutMs} ms` : err.message}`, null, timedOut ? 'timeout' : 'network'));
      });
      req.end(payload);
    });
  }

  function refusal(method: string, path: string, answer: Answer): EfiError {
    const body = isRecord(answer.body) ? answer.body : {};
    // Pix calls answer {nome, mensagem}; the token endpoint answers OAuth's {error, error_description}.
    const code = typeof body.nome === 'string' ? body.nome : typeof body.error === 'string' ? body.error : `http_${answer.status}`;
    const text = typeof body.mensagem === 'string' ? body.mensagem : typeof body.error_description === 'string' ? body.error_description : '';
    return new EfiError(`efí ${method} ${path}: ${answer.status} ${code}${text ? `: ${text}` : ''}`, answer.status, code, answer.body);
  }

  async function askToken(): Promise<string> {
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
    const asked = now();
    const answer = await send('POST', '/oauth/token', { authorization: `Basic ${basic}` }, { grant_type: 'client_credentials' });
    if (answer.status !== 200) throw refusal('POST', '/oauth/token', answer);
    const body = isRecord(answer.body) ? answer.body : {};
    if (typeof body.access_token !== 'string' || typeof body.expires_in !== 'number') throw new EfiError('efí: unexpected token answer', null, 'unexpected_answer');
    // Counted from when it was asked: the time the answer took is already spent.
    token = { value: body.access_token, usableUntil: asked + Math.max(0, body.expires_in - Math.min(TOKEN_MARGIN_S, body.expires_in / 10)) * 1000 };
    return token.value;
  }

  /** The cached token, or a new one; calls made while one is being asked for wait for that one. */
  function bearer(): Promise<string> {
    if (token && now() < token.usableUntil) return Promise.resolve(token.value);
    asking ??= askToken().finally(() => (asking = null));
    return asking;
  }

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<unknown> {
    let answer = await send(method, path, { ...headers, authorization: `Bearer ${await bearer()}` }, body);
    if (answer.status === 401) {
      token = null;
      answer = await send(method, path, { ...headers, authorization: `Bearer ${await bearer()}` }, body);
    }
    if (answer.status < 200 || answer.status > 299) throw refusal(method, path, answer);
    return answer.body;
  }

  const segment = encodeURIComponent;

  return {
    async createCharge({ txid, amountCents, expiresInSeconds, payerRequest }) {
      const body = {
        calendario: { expiracao: expiresInSeconds },
        valor: { original: centavosToPixAmount(amountCents) },
        chave: credentials.pixKey,
        ...(payerRequest ? { solicitacaoPagador: payerRequest } : {}),
      };
      return readCharge(await call('PUT', `/v2/cob/${segment(txid)}`, body));
    },
    async getCharge(txid) {
      return readCharge(await call('GET', `/v2/cob/${segment(txid)}`));
    },
    async reviseCharge({ txid, amountCents, expiresInSeconds }) {
      const body = {
        ...(expiresInSeconds === undefined ? {} : { calendario: { expiracao: expiresInSeconds } }),
        ...(amountCents === undefined ? {} : { valor: { original: centavosToPixAmount(amountCents) } }),
      };
      return readCharge(await call('PATCH', `/v2/cob/${segment(txid)}`, body));
    },
    async listReceivedPix({ from, to }) {
      const found: (EfiReceivedPix & { txid: string | null })[] = [];
      for (let page = 0; page < 100; page++) {
        const query = new URLSearchParams({ inicio: from.toISOString(), fim: to.toISOString(), 'paginacao.paginaAtual': String(page), 'paginacao.itensPorPagina': '100' });
        const body = await call('GET', `/v2/pix?${query}`);
        const list = isRecord(body) && Array.isArray(body.pix) ? body.pix : [];
        for (const item of list) {
          if (!isRecord(item) || typeof item.endToEndId !== 'string') throw new EfiError('efí: unexpected pix in list', null, 'unexpected_answer');
          found.push({ endToEndId: item.endToEndId, txid: typeof item.txid === 'string' ? item.txid : null, amountCents: readAmount(item.valor, 'pix.valor'), paidAt: typeof item.horario === 'string' ? item.horario : '' });
        }
        const pages = isRecord(body) && isRecord(body.parametros) && isRecord(body.parametros.paginacao) ? Number(body.parametros.paginacao.quantidadeDePaginas) : 1;
        if (page + 1 >= pages) break;
      }
      return found;
    },
    async registerWebhook(webhookUrl) {
      // Our side does not ask Efí for its client certificate; the URL carries our own secret instead (0048).
      await call('PUT', `/v2/webhook/${segment(credentials.pixKey)}`, { webhookUrl }, { 'x-skip-mtls-checking': 'true' });
    },
    async refund({ endToEndId, refundId, amountCents }) {
      const body = await call('PUT', `/v2/pix/${segment(endToEndId)}/devolucao/${segment(refundId)}`, { valor: centavosToPixAmount(amountCents) });
      if (!isRecord(body) || typeof body.id !== 'string' || typeof body.status !== 'string') throw new EfiError('efí: unexpected refund answer', null, 'unexpected_answer');
      return { id: body.id, rtrId: typeof body.rtrId === 'string' ? body.rtrId : null, amountCents: readAmount(body.valor, 'devolucao.valor'), status: body.status };
    },
    close: () => agent.destroy(),
  };
}
