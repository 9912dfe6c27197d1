import { randomBytes } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { OUTSIDE_WINDOW, TEMPLATE_NOT_FOUND } from './client';
import { cloudSignature } from './signature';

/*
 * A stand-in for the WhatsApp Cloud API (issue 35, "Must show" 1), speaking its protocol as far as
 * Comanda uses it: `POST /{version}/{phone-number-id}/messages` with a Bearer token; free text and
 * media only within 24 hours of the customer's last message (else Graph error 131047), templates only
 * when approved and with their number of parameters (132001, 132000); webhooks signed
 * `X-Hub-Signature-256` with the app secret — the customer's messages (`inbound()`) and each sent
 * message's statuses (sent, delivered, read) — and Meta's verification GET (`verify()`).
 */

const DAY_MS = 24 * 3_600_000;
const PARAMETER_MISMATCH = 132000;

export interface CloudStandInTemplate {
  name: string;
  language: string;
  /** How many {{n}} its body has. */
  parameters: number;
}

export interface CloudStandInOptions {
  port?: number;
  /** The number's display form, as `GET /{phone-number-id}` answers it. */
  displayPhoneNumber?: string;
  phoneNumberId?: string;
  accessToken?: string;
  appSecret?: string;
  templates?: CloudStandInTemplate[];
  /** Where webhooks go (settable later with `setWebhook`). */
  webhookUrl?: string;
  /** Delay before "delivered", and again before "read"; 0 = no statuses. */
  ackDelayMs?: number;
  /**
   * Any phone number id (digits) is a number of this account, each with its own webhook: the local
   * stand-in, where every journey's restaurant connects a number of its own.
   */
  acceptAnyNumber?: boolean;
}

export interface CloudSent {
  id: string;
  /** The number it went from. */
  phoneNumberId: string;
  to: string;
  type: 'text' | 'image' | 'document' | 'template';
  text: string | null;
  template: { name: string; language: string; parameters: string[] } | null;
  link: string | null;
  at: number;
}

export interface CloudApiStandIn {
  /** What the client takes as its `baseUrl` (with the Graph version). */
  baseUrl: string;
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  sent(): CloudSent[];
  /** A customer writes to the number: opens their 24-hour window, and the webhook hears it. */
  inbound(from: string, text: string, name?: string, phoneNumberId?: string): Promise<number | null>;
  /** Moves the stand-in's clock (the 24-hour window) forward. */
  advance(ms: number): void;
  setWebhook(url: string, phoneNumberId?: string): void;
  /** Meta's verification GET against `url`: whether it echoed the challenge. */
  verify(url: string, verifyToken: string): Promise<boolean>;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

const graphError = (res: ServerResponse, status: number, code: number, message: string) => send(res, status, { error: { message, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex') } });

export async function startCloudApiStandIn(options: CloudStandInOptions = {}): Promise<CloudApiStandIn> {
  const phoneNumberId = options.phoneNumberId ?? '109876543210987';
  const accessToken = options.accessToken ?? `EAAG${randomBytes(24).toString('hex')}`;
  const appSecret = options.appSecret ?? randomBytes(16).toString('hex');
  const templates = options.templates ?? [];
  const ackDelayMs = options.ackDelayMs ?? 0;
  const displayPhoneNumber = options.displayPhoneNumber ?? '+55 11 90000-0000';
  const webhooks = new Map<string, string>(options.webhookUrl ? [[phoneNumberId, options.webhookUrl]] : []);
  const isNumber = (id: string) => id === phoneNumberId || (options.acceptAnyNumber === true && /^\d{5,30}$/.test(id));
  let offsetMs = 0;
  const now = () => Date.now() + offsetMs;
  const lastInbound = new Map<string, number>();
  const sent: CloudSent[] = [];
  const timers = new Set<NodeJS.Timeout>();

  async function notify(number: string, value: Record<string, unknown>): Promise<number | null> {
    const webhookUrl = webhooks.get(number);
    if (!webhookUrl) return null;
    const body = JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [{ id: 'WABA_ID', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '5511900000000', phone_number_id: number }, ...value } }] }],
    });
    try {
      const res = await fetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub-signature-256': cloudSignature(body, appSecret) }, body, signal: AbortSignal.timeout(5000) });
      await res.arrayBuffer();
      return res.status;
    } catch {
      return null;
    }
  }

  function later(ms: number, work: () => void) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  }

  async function messages(req: IncomingMessage, res: ServerResponse, id: string) {
    if (req.headers.authorization !== `Bearer ${accessToken}`) return graphError(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (!isNumber(id)) return graphError(res, 400, 100, `Unsupported post request. Object with ID '${id}' does not exist`);
    const body = await readJson(req);
    if (body.messaging_product !== 'whatsapp') return graphError(res, 400, 100, 'The parameter messaging_product is required.');
    const to = String(body.to ?? '').replace(/\D/g, '');
    if (!to) return graphError(res, 400, 100, 'The parameter to is required.');
    const type = String(body.type ?? 'text');
    let record: Omit<CloudSent, 'id' | 'phoneNumberId' | 'to' | 'at'>;
    if (type === 'template') {
      const template = (body.template ?? {}) as { name?: unknown; language?: { code?: unknown }; components?: { type?: unknown; parameters?: { text?: unknown }[] }[] };
      const approved = templates.find((t) => t.name === template.name && t.language === template.language?.code);
      if (!approved) return graphError(res, 404, TEMPLATE_NOT_FOUND, `(#${TEMPLATE_NOT_FOUND}) Template name does not exist in the translation`);
      const parameters = (template.components ?? []).filter((c) => c.type === 'body').flatMap((c) => (c.parameters ?? []).map((p) => String(p.text ?? '')));
      if (parameters.length !== approved.parameters) return graphError(res, 400, PARAMETER_MISMATCH, `(#${PARAMETER_MISMATCH}) Number of parameters does not match the expected number of params`);
      record = { type: 'template', text: null, template: { name: approved.name, language: approved.language, parameters }, link: null };
    } else if (type === 'text' || type === 'image' || type === 'document') {
      // Free text and media only inside the customer's 24-hour window.
      const last = lastInbound.get(`${id}:${to}`);
      if (last === undefined || now() - last > DAY_MS) {
        return graphError(res, 400, OUTSIDE_WINDOW, `(#${OUTSIDE_WINDOW}) Re-engagement message: more than 24 hours have passed since the customer last replied to this number`);
      }
      const part = (body[type] ?? {}) as { body?: unknown; link?: unknown; caption?: unknown };
      if (type === 'text' && typeof part.body !== 'string') return graphError(res, 400, 100, 'The parameter text.body is required.');
      if (type !== 'text' && typeof part.link !== 'string') return graphError(res, 400, 100, `The parameter ${type}.link is required.`);
      record = { type, text: type === 'text' ? String(part.body) : typeof part.caption === 'string' ? part.caption : null, template: null, link: type === 'text' ? null : String(part.link) };
    } else {
      return graphError(res, 400, 100, `Unsupported message type ${type}`);
    }
    const messageId = `wamid.${randomBytes(18).toString('base64url')}`;
    sent.push({ id: messageId, phoneNumberId: id, to, at: now(), ...record });
    send(res, 200, { messaging_product: 'whatsapp', contacts: [{ input: String(body.to), wa_id: to }], messages: [{ id: messageId }] });
    if (ackDelayMs > 0) {
      const status = (value: 'sent' | 'delivered' | 'read') => notify(id, { statuses: [{ id: messageId, status: value, timestamp: String(Math.floor(now() / 1000)), recipient_id: to }] });
      void status('sent');
      later(ackDelayMs, () => void status('delivered').then(() => later(ackDelayMs, () => void status('read'))));
    }
  }

  function phoneNumber(req: IncomingMessage, res: ServerResponse, id: string) {
    if (req.headers.authorization !== `Bearer ${accessToken}`) return graphError(res, 401, 190, 'Invalid OAuth access token - Cannot parse access token');
    if (!isNumber(id)) return graphError(res, 400, 100, `Unsupported get request. Object with ID '${id}' does not exist`);
    send(res, 200, { display_phone_number: displayPhoneNumber, verified_name: 'Loja de teste', id });
  }

  // What Meta's dashboard does by hand, for `npm start` and the journeys: the owner pastes the
  // webhook URL and verify token (Meta checks them with its GET first), and a customer writes.
  async function dashboard(req: IncomingMessage, res: ServerResponse, action: string) {
    const body = await readJson(req);
    const number = typeof body.phone_number_id === 'string' ? body.phone_number_id : phoneNumberId;
    if (!isNumber(number)) return send(res, 404, { ok: false, error: 'no such number' });
    if (action === 'webhook' && typeof body.url === 'string' && typeof body.verify_token === 'string') {
      if (!(await api.verify(body.url, body.verify_token))) return send(res, 400, { ok: false, error: 'the URL did not echo the challenge' });
      api.setWebhook(body.url, number);
      return send(res, 200, { ok: true });
    }
    if (action === 'inbound' && typeof body.from === 'string' && typeof body.text === 'string') return send(res, 200, { ok: true, status: await api.inbound(body.from, body.text, 'Cliente', number) });
    send(res, 400, { ok: false });
  }

  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const fail = () => {
      if (!res.headersSent) graphError(res, 500, 1, 'An unknown error occurred');
    };
    const standIn = /^\/_stand-in\/(webhook|inbound)$/.exec(path);
    if (req.method === 'POST' && standIn) return void dashboard(req, res, standIn[1]!).catch(fail);
    const number = /^\/v\d+\.\d+\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && number) return phoneNumber(req, res, decodeURIComponent(number[1]!));
    const match = /^\/v\d+\.\d+\/([^/]+)\/messages$/.exec(path);
    if (req.method !== 'POST' || !match) return graphError(res, 404, 803, 'Some of the aliases you requested do not exist');
    messages(req, res, decodeURIComponent(match[1]!)).catch(fail);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', resolve);
  });
  const port = (server.address() as AddressInfo).port;

  const api: CloudApiStandIn = {
    baseUrl: `http://127.0.0.1:${port}/v21.0`,
    phoneNumberId,
    accessToken,
    appSecret,
    sent: () => [...sent],
    async inbound(from, text, name = 'Cliente', number = phoneNumberId) {
      const wa = from.replace(/\D/g, '');
      lastInbound.set(`${number}:${wa}`, now());
      return notify(number, {
        contacts: [{ profile: { name }, wa_id: wa }],
        messages: [{ from: wa, id: `wamid.${randomBytes(18).toString('base64url')}`, timestamp: String(Math.floor(now() / 1000)), type: 'text', text: { body: text } }],
      });
    },
    advance(ms) {
      offsetMs += ms;
    },
    setWebhook(url, number = phoneNumberId) {
      webhooks.set(number, url);
    },
    async verify(url, verifyToken) {
      const challenge = randomBytes(8).toString('hex');
      const target = new URL(url);
      target.searchParams.set('hub.mode', 'subscribe');
      target.searchParams.set('hub.verify_token', verifyToken);
      target.searchParams.set('hub.challenge', challenge);
      try {
        const res = await fetch(target, { signal: AbortSignal.timeout(5000) });
        return res.ok && (await res.text()) === challenge;
      } catch {
        return false;
      }
    },
    async close() {
      for (const timer of timers) clearTimeout(timer);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return api;
}
