import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { until } from '../../test/until';
import { CloudApiError, cloudApiClient, OUTSIDE_WINDOW } from './client';
import { cloudChallenge, cloudSignature, verifyCloudSignature } from './signature';
import { startCloudApiStandIn, type CloudApiStandIn } from './stand-in';

// Issue 35, "Must show" 1 (second half): the Cloud API stand-in enforces the 24-hour window and the
// approved templates and signs its webhooks; the client maps its errors; the signature and the
// verification challenge are checked as Meta sends them.

let cloud: CloudApiStandIn;
let hook: http.Server;
const received: { body: string; signature: string | undefined }[] = [];

beforeAll(async () => {
  hook = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'GET') {
        const url = new URL(req.url ?? '/', 'http://hook');
        const challenge = cloudChallenge(Object.fromEntries(url.searchParams), 'meu-token');
        res.writeHead(challenge ? 200 : 403).end(challenge ?? '');
        return;
      }
      received.push({ body: Buffer.concat(chunks).toString('utf8'), signature: req.headers['x-hub-signature-256'] as string | undefined });
      res.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
  cloud = await startCloudApiStandIn({
    templates: [{ name: 'promocao_semana', language: 'pt_BR', parameters: 2 }],
    webhookUrl: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`,
    ackDelayMs: 20,
  });
});
afterAll(async () => {
  await cloud.close();
  await new Promise<void>((resolve) => hook.close(() => resolve()));
});

const client = () => cloudApiClient({ baseUrl: cloud.baseUrl, phoneNumberId: cloud.phoneNumberId, accessToken: cloud.accessToken });

describe('the WhatsApp Cloud API stand-in and client', () => {
  it('refuses free text outside the 24-hour window (131047), takes it inside, and closes the window a day later', async () => {
    const refused = await client().sendText('+55 11 95555-0001', 'Oi!').catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(CloudApiError);
    expect(refused).toMatchObject({ code: 'outside_window', status: 400, graphCode: OUTSIDE_WINDOW });

    expect(await cloud.inbound('5511955550001', 'Tem pizza hoje?')).toBe(200);
    const { messageId } = await client().sendText('+55 11 95555-0001', 'Tem sim!');
    expect(messageId).toMatch(/^wamid\./);
    expect(cloud.sent().at(-1)).toMatchObject({ to: '5511955550001', type: 'text', text: 'Tem sim!' });

    cloud.advance(24 * 3_600_000 + 1000);
    await expect(client().sendImage('5511955550001', { url: 'https://example.com/a.webp' })).rejects.toMatchObject({ code: 'outside_window' });
  });

  it('sends an approved template with its parameters at any time; an unknown one or a wrong count is refused', async () => {
    const sent = await client().sendTemplate('5511955550002', { name: 'promocao_semana', language: 'pt_BR', parameters: ['Ana', 'PIZZA10'] });
    expect(cloud.sent().find((m) => m.id === sent.messageId)).toMatchObject({ type: 'template', template: { name: 'promocao_semana', parameters: ['Ana', 'PIZZA10'] } });
    await expect(client().sendTemplate('5511955550002', { name: 'nao_aprovado', language: 'pt_BR', parameters: [] })).rejects.toMatchObject({ code: 'template' });
    await expect(client().sendTemplate('5511955550002', { name: 'promocao_semana', language: 'pt_BR', parameters: ['Ana'] })).rejects.toMatchObject({ code: 'refused', status: 400 });
  });

  it('a wrong token is 401; the webhooks (the message, its statuses) are signed with the app secret', async () => {
    const wrong = cloudApiClient({ baseUrl: cloud.baseUrl, phoneNumberId: cloud.phoneNumberId, accessToken: 'EAAGwrong' });
    await expect(wrong.sendText('5511955550001', 'Oi')).rejects.toMatchObject({ code: 'unauthorized', status: 401 });

    await cloud.inbound('5511955550003', 'SAIR');
    await client().sendText('5511955550003', 'Pronto, você não recebe mais promoções.');
    type Delivery = { entry: { changes: { value: { statuses?: { status: string }[]; messages?: unknown[] } }[] }[] };
    const bodies = () => Promise.resolve(received.map((r) => JSON.parse(r.body) as Delivery));
    const statusesOf = (list: Delivery[]) => list.flatMap((b) => b.entry[0]!.changes[0]!.value.statuses ?? []).map((s) => s.status);
    const all = await until('the statuses up to read', bodies, (list) => statusesOf(list).includes('read'));
    expect(all.some((b) => b.entry[0]!.changes[0]!.value.messages)).toBe(true);
    expect(statusesOf(all)).toEqual(expect.arrayContaining(['sent', 'delivered', 'read']));
    for (const r of received) expect(verifyCloudSignature(r.body, r.signature, cloud.appSecret)).toBe(true);
    // A body changed by one byte, or another secret, does not verify.
    expect(verifyCloudSignature(`${received[0]!.body} `, received[0]!.signature, cloud.appSecret)).toBe(false);
    expect(verifyCloudSignature(received[0]!.body, cloudSignature(received[0]!.body, 'other'), cloud.appSecret)).toBe(false);
    expect(verifyCloudSignature(received[0]!.body, 'sha256=zz', cloud.appSecret)).toBe(false);
  });

  it("Meta's verification GET: the challenge is echoed only for our verify token", async () => {
    const url = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/hook`;
    expect(await cloud.verify(url, 'meu-token')).toBe(true);
    expect(await cloud.verify(url, 'outro-token')).toBe(false);
    expect(cloudChallenge({ 'hub.mode': 'unsubscribe', 'hub.verify_token': 'meu-token', 'hub.challenge': '1' }, 'meu-token')).toBeNull();
    expect(cloudChallenge({ 'hub.mode': 'subscribe', 'hub.verify_token': 'meu-token', 'hub.challenge': '<script>' }, 'meu-token')).toBeNull();
  });
});
