import { randomBytes } from 'node:crypto';
import https from 'node:https';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { centavosToPixAmount, pixAmountToCentavos } from '@comanda/domain/payments/pix-amount';
import { crc16CcittFalse } from '@comanda/domain/payments/pix-br-code';
import type { EfiCertificates } from './certificates';
import type { EfiCredentials } from './client';
import { efiNotifier, type EfiNotifier, type EfiPixItem } from './stand-in-notify';

/*
 * A local stand-in for Efí's Pix API (DESIGN.md "Providers"; INTEGRATIONS.md "Pix"), over HTTPS with
 * `requestCert` and `rejectUnauthorized`: a client without a certificate signed by its CA is refused
 * in the TLS handshake, before any HTTP. It answers the calls client.ts makes as Efí documents them:
 * POST /oauth/token (Basic client id and secret, `{"grant_type":"client_credentials"}`; tokens
 * expire), PUT, PATCH and GET /v2/cob/:txid (txid `[a-zA-Z0-9]{26,35}`, the Pix key the account's own,
 * amounts as "45.90"), PUT /v2/webhook/:chave (refused without `x-skip-mtls-checking: true`, since
 * our side does not ask for Efí's certificate; the URL is called once with `{"evento":"teste_webhook"}`
 * and must answer 2xx), PUT /v2/pix/:e2eId/devolucao/:id, GET /v2/pix?inicio=&fim= (received Pix, paginated). Errors are Efí's `{nome, mensagem}` (the
 * token's, OAuth's `{error, error_description}`). A charge is paid as a bank customer would pay it
 * with `pay()` (or POST /__stand-in/cob/:txid/pagar): it becomes CONCLUIDA with an endToEndId, and the
 * webhook goes to `<webhookUrl>/pix` (stand-in-notify.ts), retried until answered 2xx.
 */

export interface EfiStandInAccount {
  clientId: string;
  clientSecret: string;
  pixKey: string;
}

export interface EfiStandInOptions {
  certificates: EfiCertificates;
  /** The accounts it knows; one made up when none is given. */
  accounts?: EfiStandInAccount[];
  /** Lifetime of a token (Efí: 3600 s). */
  tokenTtlSeconds?: number;
  /** Waits before each webhook retry (Efí: 5 min, doubling, 10 times; tests: milliseconds). */
  retryDelaysMs?: readonly number[];
  port?: number;
  /** Milliseconds since the epoch; tests move it to expire tokens and charges. */
  now?: () => number;
}

export interface StandInCharge {
  txid: string;
  account: EfiStandInAccount;
  status: string;
  createdAt: number;
  expiresInSeconds: number;
  amount: string;
  payerRequest: string | null;
  locId: number;
  pix: (EfiPixItem & { devolucoes: { id: string; rtrId: string; valor: string; status: string }[] })[];
}

export interface EfiStandIn extends Pick<EfiNotifier, 'deliveries' | 'notify'> {
  baseUrl: string;
  /** The first account. */
  account: EfiStandInAccount;
  /** What an account's owner would type into our settings, pointing at this stand-in. */
  credentials(account?: EfiStandInAccount): EfiCredentials;
  /** Tokens issued so far. */
  readonly tokensIssued: number;
  /** The webhook URL registered for a Pix key. */
  webhooks: Map<string, string>;
  charge(txid: string): StandInCharge | undefined;
  /** Pays an open charge in full, as a bank customer would, and notifies it `copies` times at once; the item sent. */
  pay(txid: string, options?: { copies?: number }): Promise<EfiPixItem>;
  /** A Pix paid straight to the account's key, with no charge (listed by GET /v2/pix, notified to nobody). */
  receive(amountCents: number, account?: EfiStandInAccount): Omit<EfiPixItem, 'txid'>;
  /** Makes every issued token expire now, as Efí may before its time. */
  expireTokens(): void;
  close(): Promise<void>;
}

const TXID = /^[a-zA-Z0-9]{26,35}$/;
const COB_FIELDS = new Set(['calendario', 'valor', 'chave', 'solicitacaoPagador', 'devedor', 'infoAdicionais', 'loc']);
/** Efí's ISPB, the first digits after the `E` of an endToEndId it settles. */
const EFI_ISPB = '09089356';

class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.mensagem ?? body.error));
  }
}
const refuse = (status: number, nome: string, mensagem: string) => new Refusal(status, { nome, mensagem });

function readBody(req: IncomingMessage): Promise<unknown> {
  return new Promise((resolve, reject) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('error', reject);
    req.on('end', () => {
      if (text === '') return resolve(undefined);
      try {
        resolve(JSON.parse(text));
      } catch {
        reject(refuse(400, 'json_invalido', 'O corpo da requisição não é um JSON válido'));
      }
    });
  });
}

const record = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {});

function endToEndId(at: Date): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 12);
  return `E${EFI_ISPB}${stamp}${randomBytes(8).toString('hex').slice(0, 11)}`;
}

/** A dynamic charge's BR Code as a bank makes it: field 26 names the charge's URL (sub-field 25), closed by its CRC. */
function dynamicBrCode(txid: string): string {
  const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
  const account = tlv('00', 'br.gov.bcb.pix') + tlv('25', `pix.stand-in.test/qr/v2/${txid}`);
  const body = tlv('00', '01') + tlv('01', '12') + tlv('26', account) + tlv('52', '0000') + tlv('53', '986') + tlv('58', 'BR') + tlv('59', 'EFI SA') + tlv('60', 'SAO PAULO') + tlv('62', tlv('05', '***')) + '6304';
  return body + crc16CcittFalse(body);
}

export async function startEfiStandIn(options: EfiStandInOptions): Promise<EfiStandIn> {
  const now = options.now ?? Date.now;
  const accounts = options.accounts ?? [{ clientId: 'Client_Id_standin', clientSecret: 'Client_Secret_standin', pixKey: 'efi-stand-in@comanda.test' }];
  const ttl = options.tokenTtlSeconds ?? 3600;
  const tokens = new Map<string, { account: EfiStandInAccount; expiresAt: number }>();
  const charges = new Map<string, StandInCharge>();
  const webhooks = new Map<string, string>();
  /** Pix received with no charge (to the key directly). */
  const received: (Omit<EfiPixItem, 'txid'> & { devolucoes: never[] })[] = [];
  const notifier = efiNotifier({ retryDelaysMs: options.retryDelaysMs ?? [50, 100, 200] });
  let tokensIssued = 0;
  let nextLoc = 1;

  const chargeBody = (c: StandInCharge) => ({
    calendario: { criacao: new Date(c.createdAt).toISOString(), expiracao: c.expiresInSeconds },
    txid: c.txid,
    revisao: 0,
    loc: { id: c.locId, location: `pix.stand-in.test/qr/v2/${c.txid}`, tipoCob: 'cob' },
    location: `pix.stand-in.test/qr/v2/${c.txid}`,
    status: c.status,
    valor: { original: c.amount },
    chave: c.account.pixKey,
    ...(c.payerRequest ? { solicitacaoPagador: c.payerRequest } : {}),
    pixCopiaECola: dynamicBrCode(c.txid),
    ...(c.pix.length ? { pix: c.pix.map(({ chave: _chave, ...p }) => (p.devolucoes.length ? p : { ...p, devolucoes: undefined })) } : {}),
  });

  function account(req: IncomingMessage): EfiStandInAccount {
    const [scheme, value] = (req.headers.authorization ?? '').split(' ');
    const found = scheme === 'Bearer' && value ? tokens.get(value) : undefined;
    if (!found || found.expiresAt <= now()) throw refuse(401, 'nao_autorizado', 'Token de acesso inválido ou expirado');
    return found.account;
  }

  function issueToken(req: IncomingMessage, body: unknown): Record<string, unknown> {
    const [scheme, value] = (req.headers.authorization ?? '').split(' ');
    const [id, secret] = scheme === 'Basic' && value ? Buffer.from(value, 'base64').toString('utf8').split(':') : [];
    const found = accounts.find((a) => a.clientId === id && a.clientSecret === secret);
    if (!found) throw new Refusal(401, { error: 'invalid_client', error_description: 'Invalid or inactive credentials' });
    if (record(body).grant_type !== 'client_credentials') throw new Refusal(400, { error: 'unsupported_grant_type', error_description: 'grant_type must be client_credentials' });
    const token = randomBytes(24).toString('base64url');
    tokens.set(token, { account: found, expiresAt: now() + ttl * 1000 });
    tokensIssued += 1;
    return { access_token: token, token_type: 'Bearer', expires_in: ttl, scope: 'cob.read cob.write pix.read pix.write webhook.read webhook.write' };
  }

  function putCharge(owner: EfiStandInAccount, txid: string, raw: unknown): StandInCharge {
    if (!TXID.test(txid)) throw refuse(400, 'valor_invalido', 'Campo txid deve ter entre 26 e 35 caracteres alfanuméricos');
    const body = record(raw);
    const extra = Object.keys(body).filter((key) => !COB_FIELDS.has(key));
    if (raw === undefined || extra.length) throw new Refusal(400, { nome: 'json_invalido', mensagem: 'Valores ou tipos de campo inválidos', erros: extra.map(() => ({ chave: 'additionalProperties', caminho: '.body', mensagem: 'não são permitidas propriedades adicionais' })) });
    const expiracao = record(body.calendario).expiracao ?? 86400;
    if (typeof expiracao !== 'number' || !Number.isInteger(expiracao) || expiracao < 1) throw refuse(400, 'valor_invalido', 'Campo calendario.expiracao deve ser maior que zero');
    const original = record(body.valor).original;
    const cents = typeof original === 'string' ? pixAmountToCentavos(original) : null;
    if (!cents) throw refuse(400, 'valor_invalido', 'Campo valor.original deve ser maior que zero');
    if (body.chave !== owner.pixKey) throw refuse(400, 'chave_invalida', 'A chave informada não faz referência à conta Efí autenticada');
    const payerRequest = body.solicitacaoPagador;
    if (payerRequest !== undefined && (typeof payerRequest !== 'string' || payerRequest.length > 140)) throw refuse(400, 'valor_invalido', 'Campo solicitacaoPagador deve ter no máximo 140 caracteres');
    if (charges.has(txid)) throw refuse(409, 'txid_duplicado', 'Campo txid informado já foi utilizado em outra cobrança');
    const charge: StandInCharge = { txid, account: owner, status: 'ATIVA', createdAt: now(), expiresInSeconds: expiracao, amount: centavosToPixAmount(cents), payerRequest: payerRequest ?? null, locId: nextLoc++, pix: [] };
    charges.set(txid, charge);
    return charge;
  }

  /** PATCH /v2/cob/:txid: an open charge's amount or expiry revised (Efí refuses a paid or removed one). */
  function reviseCharge(owner: EfiStandInAccount, txid: string, raw: unknown): StandInCharge {
    const charge = ownCharge(owner, txid);
    if (charge.status !== 'ATIVA') throw refuse(400, 'cobranca_nao_ativa', 'A cobrança não está ativa e não pode ser revisada');
    const body = record(raw);
    const extra = Object.keys(body).filter((key) => !COB_FIELDS.has(key) && key !== 'status');
    if (raw === undefined || extra.length) throw refuse(400, 'json_invalido', 'Valores ou tipos de campo inválidos');
    if (body.calendario !== undefined) {
      const expiracao = record(body.calendario).expiracao;
      if (typeof expiracao !== 'number' || !Number.isInteger(expiracao) || expiracao < 1) throw refuse(400, 'valor_invalido', 'Campo calendario.expiracao deve ser maior que zero');
      charge.expiresInSeconds = expiracao;
    }
    if (body.valor !== undefined) {
      const original = record(body.valor).original;
      const cents = typeof original === 'string' ? pixAmountToCentavos(original) : null;
      if (!cents) throw refuse(400, 'valor_invalido', 'Campo valor.original deve ser maior que zero');
      charge.amount = centavosToPixAmount(cents);
    }
    return charge;
  }

  const ownCharge = (owner: EfiStandInAccount, txid: string) => {
    const found = charges.get(txid);
    if (!found || found.account !== owner) throw refuse(404, 'cobranca_nao_encontrada', 'Nenhuma cobrança encontrada para o txid informado');
    return found;
  };

  async function registerWebhook(req: IncomingMessage, owner: EfiStandInAccount, chave: string, body: unknown): Promise<Record<string, unknown>> {
    if (chave !== owner.pixKey) throw refuse(400, 'chave_invalida', 'A chave informada não faz referência à conta Efí autenticada');
    const url = record(body).webhookUrl;
    if (typeof url !== 'string' || !URL.canParse(url)) throw refuse(400, 'valor_invalido', 'URL inválida');
    // Without skip-mTLS Efí first calls without a certificate and expects a refusal: ours takes it, so registration fails.
    if (req.headers['x-skip-mtls-checking'] !== 'true') throw refuse(400, 'webhook_invalido', 'A autenticação de TLS mútuo não está configurada na URL informada');
    const status = await notifier.post(url, { evento: 'teste_webhook', data_criacao: new Date(now()).toISOString() });
    if (status === null) throw refuse(400, 'webhook_invalido', 'A URL informada está inacessível');
    if (status < 200 || status > 299) throw refuse(400, 'webhook_invalido', `A URL informada respondeu com o código HTTP ${status}`);
    webhooks.set(chave, url);
    return { webhookUrl: url, chave, criacao: new Date(now()).toISOString() };
  }

  function refund(owner: EfiStandInAccount, e2eId: string, id: string, body: unknown): Record<string, unknown> {
    const paid = [...charges.values()].filter((c) => c.account === owner).flatMap((c) => c.pix).find((p) => p.endToEndId === e2eId);
    if (!paid) throw refuse(404, 'pix_nao_encontrado', 'Nenhum pix encontrado para o identificador informado');
    if (!/^[a-zA-Z0-9]{1,35}$/.test(id)) throw refuse(400, 'valor_invalido', 'Campo id deve ter entre 1 e 35 caracteres alfanuméricos');
    if (paid.devolucoes.some((d) => d.id === id)) throw refuse(409, 'devolucao_id_duplicado', 'O id informado já foi utilizado em outra devolução');
    const valor = record(body).valor;
    const cents = typeof valor === 'string' ? pixAmountToCentavos(valor) : null;
    const refunded = paid.devolucoes.reduce((sum, d) => sum + (pixAmountToCentavos(d.valor) ?? 0), 0);
    if (!cents || refunded + cents > (pixAmountToCentavos(paid.valor) ?? 0)) throw refuse(400, 'valor_invalido', 'Campo valor deve ser maior que zero e não exceder o valor do Pix');
    const devolucao = { id, rtrId: `D${EFI_ISPB}${endToEndId(new Date(now())).slice(9)}`, valor: centavosToPixAmount(cents), status: 'EM_PROCESSAMENTO' };
    paid.devolucoes.push(devolucao);
    return { ...devolucao, horario: { solicitacao: new Date(now()).toISOString() } };
  }

  async function pay(txid: string, { copies = 1 } = {}): Promise<EfiPixItem> {
    const charge = charges.get(txid);
    if (!charge || charge.status !== 'ATIVA') throw new Error(`stand-in: charge ${txid} is not open`);
    if (now() > charge.createdAt + charge.expiresInSeconds * 1000) throw new Error(`stand-in: charge ${txid} expired`);
    const item: EfiPixItem = { endToEndId: endToEndId(new Date(now())), txid, chave: charge.account.pixKey, valor: charge.amount, horario: new Date(now()).toISOString() };
    charge.status = 'CONCLUIDA';
    charge.pix.push({ ...item, devolucoes: [] });
    const url = webhooks.get(charge.account.pixKey);
    if (url) await notifier.notify([item], { url, copies });
    return item;
  }

  /** GET /v2/pix?inicio=&fim=: the Pix the account received in the window, paginated as Efí does. */
  function receivedPix(owner: EfiStandInAccount, query: URLSearchParams): Record<string, unknown> {
    const from = Date.parse(query.get('inicio') ?? '');
    const to = Date.parse(query.get('fim') ?? '');
    if (Number.isNaN(from) || Number.isNaN(to)) throw refuse(400, 'valor_invalido', 'Os parâmetros inicio e fim são obrigatórios e devem ser datas RFC 3339');
    const perPage = Math.min(1000, Number(query.get('paginacao.itensPorPagina') ?? 100) || 100);
    const page = Number(query.get('paginacao.paginaAtual') ?? 0) || 0;
    const all = [...received.filter((p) => p.chave === owner.pixKey), ...[...charges.values()].filter((c) => c.account === owner).flatMap((c) => c.pix)]
      .filter((p) => Date.parse(p.horario) >= from && Date.parse(p.horario) < to)
      .map(({ chave: _chave, devolucoes: _devolucoes, ...p }) => p);
    return {
      parametros: { inicio: new Date(from).toISOString(), fim: new Date(to).toISOString(), paginacao: { paginaAtual: page, itensPorPagina: perPage, quantidadeDePaginas: Math.max(1, Math.ceil(all.length / perPage)), quantidadeTotalDeItens: all.length } },
      pix: all.slice(page * perPage, (page + 1) * perPage),
    };
  }

  /** A Pix straight to the key, with no charge (a customer typing the key in the bank app): listed, never notified as a charge's. */
  function receiveDirect(owner: EfiStandInAccount, amountCents: number): Omit<EfiPixItem, 'txid'> {
    const item = { endToEndId: endToEndId(new Date(now())), chave: owner.pixKey, valor: centavosToPixAmount(amountCents), horario: new Date(now()).toISOString(), devolucoes: [] };
    received.push(item);
    return item;
  }

  async function route(req: IncomingMessage, method: string, path: string, query: URLSearchParams): Promise<[number, unknown]> {
    const body = method === 'GET' ? undefined : await readBody(req);
    if (method === 'POST' && path === '/oauth/token') return [200, issueToken(req, body)];
    const pagar = /^\/__stand-in\/cob\/([^/]+)\/pagar$/.exec(path);
    if (method === 'POST' && pagar) return [200, await pay(decodeURIComponent(pagar[1]!))];
    const owner = account(req);
    const cob = /^\/v2\/cob\/([^/]+)$/.exec(path);
    if (cob && method === 'PUT') return [201, chargeBody(putCharge(owner, decodeURIComponent(cob[1]!), body))];
    if (cob && method === 'PATCH') return [200, chargeBody(reviseCharge(owner, decodeURIComponent(cob[1]!), body))];
    if (cob && method === 'GET') return [200, chargeBody(ownCharge(owner, decodeURIComponent(cob[1]!)))];
    if (path === '/v2/pix' && method === 'GET') return [200, receivedPix(owner, query)];
    const webhook = /^\/v2\/webhook\/([^/]+)$/.exec(path);
    if (webhook && method === 'PUT') return [200, await registerWebhook(req, owner, decodeURIComponent(webhook[1]!), body)];
    const devolucao = /^\/v2\/pix\/([^/]+)\/devolucao\/([^/]+)$/.exec(path);
    if (devolucao && method === 'PUT') return [201, refund(owner, decodeURIComponent(devolucao[1]!), decodeURIComponent(devolucao[2]!), body)];
    throw refuse(404, 'rota_nao_encontrada', `${method} ${path} não existe`);
  }

  const server = https.createServer({ key: options.certificates.serverKey, cert: options.certificates.serverCert, ca: options.certificates.ca, requestCert: true, rejectUnauthorized: true }, (req, res: ServerResponse) => {
    const answer = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(body === undefined ? '' : JSON.stringify(body));
    const url = new URL(req.url ?? '/', 'https://stand-in');
    route(req, req.method ?? 'GET', url.pathname, url.searchParams).then(
      ([status, body]) => answer(status, body),
      (err: unknown) => (err instanceof Refusal ? answer(err.status, err.body) : answer(500, { nome: 'erro_aplicacao', mensagem: err instanceof Error ? err.message : String(err) })),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));

  const baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    account: accounts[0]!,
    credentials(which = accounts[0]!) {
      return { clientId: which.clientId, clientSecret: which.clientSecret, pfx: options.certificates.clientPfx, passphrase: options.certificates.passphrase, pixKey: which.pixKey, baseUrl };
    },
    get tokensIssued() {
      return tokensIssued;
    },
    webhooks,
    deliveries: notifier.deliveries,
    notify: notifier.notify,
    charge: (txid) => charges.get(txid),
    pay,
    receive: (amountCents, account) => receiveDirect(account ?? accounts[0]!, amountCents),
    expireTokens() {
      for (const token of tokens.values()) token.expiresAt = now();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
