import { randomBytes, randomUUID } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { evolutionWebhookPoster, type EvolutionDeliveryRecord } from './stand-in-webhook';

/*
 * A local stand-in for Evolution API v2 (DESIGN.md "Providers"; INTEGRATIONS.md "WhatsApp"), the
 * calls client.ts makes, as Evolution answers them: the `apikey` header on every call (401 without
 * it), 404 for an instance it does not know, 403 for a name already in use. Pairing shows a QR code
 * that rotates every `qrRotateMs` while nobody scans it (each new one a `qrcode.updated`); `scan()`
 * plays the phone that reads it (`connection.update` open with the number), `ban()` WhatsApp's
 * refusal (close with a status reason), `reply()` a customer writing back (`messages.upsert`). A
 * text sent while the number is not open is refused (400); one to a number without WhatsApp (our
 * convention: digits starting 5500) too. A sent text is delivered and read (`messages.update`) after
 * `ackDelayMs`. Every send is recorded with its moment, for the pacing measurements.
 */

export interface EvolutionSent {
  instance: string;
  messageId: string;
  /** Digits, or a group id. */
  to: string;
  text: string;
  media: { url: string; mimetype: string } | null;
  at: number;
}

interface Instance {
  name: string;
  webhookUrl: string | null;
  state: 'open' | 'connecting' | 'close';
  /** Digits of the connected number. */
  number: string | null;
  qr: { code: string; pairingCode: string; count: number } | null;
  rotation: NodeJS.Timeout | null;
  contacts: Map<string, string | null>;
}

export interface EvolutionStandInOptions {
  apiKey?: string;
  port?: number;
  /** Evolution's QR lasts about 40 s; tests use milliseconds. */
  qrRotateMs?: number;
  /** Delay before a sent text is delivered, and again before it is read; 0 = never acknowledged. */
  ackDelayMs?: number;
  /** Each webhook delivery sent this many times at once (duplicates). */
  webhookCopies?: number;
  retryDelaysMs?: readonly number[];
}

export interface EvolutionStandIn {
  url: string;
  apiKey: string;
  /** Every webhook request made. */
  deliveries: EvolutionDeliveryRecord[];
  /** The phone reads the QR: the instance opens with this number (digits). */
  scan(instance: string, number: string): Promise<void>;
  /** WhatsApp drops the number with this status reason (401, 402, 403, 406…). */
  ban(instance: string, statusReason: number): Promise<void>;
  /** A customer (digits) writes to the instance's number. */
  reply(instance: string, from: string, text: string): Promise<void>;
  sent(instance?: string): EvolutionSent[];
  /** The next `count` sends answer `status` (a refusal or a server error). */
  failNextSends(count: number, status: number): void;
  /** Sends take this long to answer (a gateway under load; a client time-out). */
  slowSends(ms: number): void;
  instanceNames(): string[];
  /** The QR code an instance shows now, or null. */
  currentQr(instance: string): string | null;
  close(): Promise<void>;
}

const GROUPS = [
  { id: '120363041234567890@g.us', subject: 'Clientes VIP', size: 42 },
  { id: '120363049876543210@g.us', subject: 'Equipe da cozinha', size: 7 },
];

const jid = (digits: string) => `${digits}@s.whatsapp.net`;
const digitsOf = (value: unknown) => String(value ?? '').replace(/\D/g, '');

/** Evolution's error body: `{status, error, response: {message: [...]}}`. */
function fail(res: ServerResponse, status: number, message: unknown) {
  const error = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 500: 'Internal Server Error' }[status] ?? 'Error';
  send(res, status, { status, error, response: { message: [message] } });
}

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return {};
  const parsed: unknown = JSON.parse(text);
  return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
}

export async function startEvolutionStandIn(options: EvolutionStandInOptions = {}): Promise<EvolutionStandIn> {
  const apiKey = options.apiKey ?? `evolution-${randomBytes(8).toString('hex')}`;
  const qrRotateMs = options.qrRotateMs ?? 40_000;
  const ackDelayMs = options.ackDelayMs ?? 300;
  const instances = new Map<string, Instance>();
  const sent: EvolutionSent[] = [];
  let failures: { count: number; status: number } = { count: 0, status: 500 };
  let sendDelayMs = 0;
  let url = '';
  const webhook = evolutionWebhookPoster({ retryDelaysMs: options.retryDelaysMs ?? [100, 500, 2_000], copies: options.webhookCopies ?? 1, serverUrl: () => url, apiKey });
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, work: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      work();
    }, ms);
    timers.add(timer);
  };

  const notify = (instance: Instance, event: string, data: unknown) => (instance.webhookUrl ? webhook.post(instance.webhookUrl, instance.name, event, data, instance.number ? jid(instance.number) : undefined) : Promise.resolve());

  function stopRotation(instance: Instance) {
    if (instance.rotation) clearInterval(instance.rotation);
    instance.rotation = null;
    instance.qr = null;
  }

  function newQr(instance: Instance) {
    const count = (instance.qr?.count ?? 0) + 1;
    instance.qr = { code: `2@${randomBytes(24).toString('base64')},${randomBytes(16).toString('base64')},${count}`, pairingCode: randomBytes(4).toString('hex').toUpperCase(), count };
  }

  function startPairing(instance: Instance) {
    if (instance.rotation) return;
    instance.state = 'connecting';
    newQr(instance);
    instance.rotation = setInterval(() => {
      newQr(instance);
      void notify(instance, 'qrcode.updated', { qrcode: { instance: instance.name, pairingCode: instance.qr!.pairingCode, code: instance.qr!.code, base64: null } });
    }, qrRotateMs);
  }

  async function setState(instance: Instance, state: Instance['state'], statusReason: number, wuid?: string) {
    instance.state = state;
    await notify(instance, 'connection.update', { instance: instance.name, state, statusReason, ...(wuid ? { wuid } : {}) });
  }

  async function sendMessage(instance: Instance, res: ServerResponse, body: Record<string, unknown>, media: EvolutionSent['media']) {
    if (instance.state !== 'open') return fail(res, 400, 'Connection Closed');
    if (sendDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, sendDelayMs));
    if (failures.count > 0) {
      failures.count -= 1;
      return fail(res, failures.status, 'stand-in failure');
    }
    const raw = String(body.number ?? '');
    const to = raw.includes('@g.us') ? raw : digitsOf(raw);
    if (!to) return fail(res, 400, { property: 'number', message: 'is required' });
    if (to.startsWith('5500')) return fail(res, 400, { exists: false, jid: jid(to), number: to });
    const text = String(body.text ?? body.caption ?? '');
    const messageId = `3EB0${randomBytes(8).toString('hex').toUpperCase()}`;
    sent.push({ instance: instance.name, messageId, to, text, media, at: Date.now() });
    if (!to.includes('@')) instance.contacts.set(to, instance.contacts.get(to) ?? null);
    send(res, 201, { key: { remoteJid: to.includes('@') ? to : jid(to), fromMe: true, id: messageId }, message: media ? { imageMessage: { caption: text } } : { conversation: text }, messageTimestamp: Math.floor(Date.now() / 1000), status: 'PENDING' });
    if (ackDelayMs > 0) {
      const receipt = (status: string) => notify(instance, 'messages.update', { keyId: messageId, remoteJid: to.includes('@') ? to : jid(to), fromMe: true, status, instanceId: instance.name });
      later(ackDelayMs, () => void receipt('DELIVERY_ACK').then(() => later(ackDelayMs, () => void receipt('READ'))));
    }
  }

  async function route(req: IncomingMessage, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
    const method = req.method ?? 'GET';
    const body = method === 'POST' ? await readJson(req) : {};

    // The stand-in's own controls (what a phone or WhatsApp would do), for journeys and npm start.
    const control = /^\/__stand-in\/instances\/([^/]+)\/(scan|ban|reply)$/.exec(path);
    if (control && method === 'POST') {
      const name = decodeURIComponent(control[1]!);
      if (!instances.has(name)) return fail(res, 404, `The "${name}" instance does not exist`);
      if (control[2] === 'scan') await standIn.scan(name, digitsOf(body.number) || '5511999990000');
      if (control[2] === 'ban') await standIn.ban(name, Number(body.statusReason ?? 401));
      if (control[2] === 'reply') await standIn.reply(name, digitsOf(body.from), String(body.text ?? ''));
      return send(res, 200, { ok: true });
    }
    if (path === '/__stand-in/sent' && method === 'GET') return send(res, 200, standIn.sent());
    if (path === '/__stand-in/instances' && method === 'GET') return send(res, 200, [...instances.values()].map((i) => ({ name: i.name, state: i.state, number: i.number, qr: i.qr?.code ?? null })));

    if (req.headers.apikey !== apiKey) return fail(res, 401, 'Unauthorized');

    if (path === '/instance/create' && method === 'POST') {
      const name = String(body.instanceName ?? '');
      if (!/^[\w.-]{1,100}$/.test(name)) return fail(res, 400, { property: 'instanceName', message: 'is invalid' });
      if (instances.has(name)) return fail(res, 403, `This name "${name}" is already in use.`);
      const hook = body.webhook as { url?: unknown } | undefined;
      const instance: Instance = { name, webhookUrl: typeof hook?.url === 'string' ? hook.url : null, state: 'close', number: null, qr: null, rotation: null, contacts: new Map() };
      instances.set(name, instance);
      return send(res, 201, { instance: { instanceName: name, instanceId: randomUUID(), integration: 'WHATSAPP-BAILEYS', status: 'created' }, hash: randomBytes(16).toString('hex'), webhook: { webhookUrl: instance.webhookUrl } });
    }

    const match = /^\/(instance\/connect|instance\/connectionState|instance\/logout|instance\/delete|message\/sendText|message\/sendMedia|group\/fetchAllGroups|chat\/findContacts|chat\/whatsappNumbers)\/([^/]+)$/.exec(path);
    if (!match) return fail(res, 404, 'Cannot ' + method + ' ' + path);
    const name = decodeURIComponent(match[2]!);
    const instance = instances.get(name);
    if (!instance) return fail(res, 404, `The "${name}" instance does not exist`);

    switch (`${method} ${match[1]}`) {
      case 'GET instance/connect':
        if (instance.state === 'open') return send(res, 200, { instance: { instanceName: name, state: 'open' } });
        startPairing(instance);
        return send(res, 200, { pairingCode: instance.qr!.pairingCode, code: instance.qr!.code, count: instance.qr!.count });
      case 'GET instance/connectionState':
        return send(res, 200, { instance: { instanceName: name, state: instance.state } });
      case 'DELETE instance/logout':
        if (instance.state !== 'open') return fail(res, 400, `The "${name}" instance is not connected`);
        instance.number = null;
        send(res, 200, { status: 'SUCCESS', error: false, response: { message: 'Instance logged out' } });
        return void setState(instance, 'close', 401);
      case 'DELETE instance/delete':
        stopRotation(instance);
        instances.delete(name);
        return send(res, 200, { status: 'SUCCESS', error: false, response: { message: 'Instance deleted' } });
      case 'POST message/sendText':
        return sendMessage(instance, res, body, null);
      case 'POST message/sendMedia': {
        // As Evolution does, the file is downloaded from its URL before it is sent: one we cannot fetch is refused.
        const url = String(body.media ?? '');
        const fetched = /^https?:\/\//.test(url) ? await fetch(url, { signal: AbortSignal.timeout(5000) }).then((r) => r.ok, () => false) : false;
        if (!fetched) return fail(res, 400, { property: 'media', message: 'Could not download the media' });
        return sendMessage(instance, res, body, { url, mimetype: String(body.mimetype ?? '') });
      }
      case 'GET group/fetchAllGroups':
        if (instance.state !== 'open') return fail(res, 400, 'Connection Closed');
        return send(res, 200, GROUPS);
      case 'POST chat/findContacts':
        return send(res, 200, [...instance.contacts].map(([number, pushName]) => ({ id: randomUUID(), remoteJid: jid(number), pushName })));
      case 'POST chat/whatsappNumbers': {
        if (instance.state !== 'open') return fail(res, 400, 'Connection Closed');
        const numbers = Array.isArray(body.numbers) ? body.numbers.map(digitsOf) : [];
        return send(res, 200, numbers.map((number) => ({ exists: !number.startsWith('5500'), jid: jid(number), number })));
      }
      default:
        return fail(res, 404, 'Cannot ' + method + ' ' + path);
    }
  }

  const server = http.createServer((req, res) => {
    route(req, res).catch(() => {
      if (!res.headersSent) fail(res, 400, 'Bad request');
      else res.end();
    });
  });
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const named = (name: string) => {
    const instance = instances.get(name);
    if (!instance) throw new Error(`stand-in: no instance ${name}`);
    return instance;
  };

  const standIn: EvolutionStandIn = {
    url,
    apiKey,
    deliveries: webhook.deliveries,
    async scan(name, number) {
      const instance = named(name);
      stopRotation(instance);
      instance.number = number;
      await setState(instance, 'open', 200, jid(number));
    },
    async ban(name, statusReason) {
      const instance = named(name);
      stopRotation(instance);
      await setState(instance, 'close', statusReason);
    },
    async reply(name, from, text) {
      const instance = named(name);
      instance.contacts.set(from, instance.contacts.get(from) ?? null);
      await notify(instance, 'messages.upsert', {
        key: { remoteJid: jid(from), fromMe: false, id: `3EB0${randomBytes(8).toString('hex').toUpperCase()}` },
        pushName: null,
        message: { conversation: text },
        messageType: 'conversation',
        messageTimestamp: Math.floor(Date.now() / 1000),
        instanceId: name,
      });
    },
    sent: (instance) => sent.filter((message) => instance === undefined || message.instance === instance),
    failNextSends(count, status) {
      failures = { count, status };
    },
    slowSends(ms) {
      sendDelayMs = ms;
    },
    instanceNames: () => [...instances.keys()],
    currentQr: (name) => instances.get(name)?.qr?.code ?? null,
    async close() {
      for (const instance of instances.values()) stopRotation(instance);
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return standIn;
}
