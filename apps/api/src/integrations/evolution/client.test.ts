import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evolutionClient, EvolutionError } from './client';
import { startEvolutionStandIn, type EvolutionStandIn } from './stand-in';

// The Evolution client against the stand-in: the calls the routes do not reach yet (media, contacts,
// groups, the WhatsApp-number check) and how failures come back (refused key, refusal, time-out,
// nobody listening), so that the sending job can tell "surely not sent" from "in doubt".

let stand: EvolutionStandIn;
// Where the media lives: Evolution (and its stand-in) downloads it before sending.
let files: http.Server;
let fileUrl: string;
beforeAll(async () => {
  stand = await startEvolutionStandIn({ ackDelayMs: 0 });
  files = http.createServer((req, res) => (req.url === '/cardapio.pdf' ? res.writeHead(200, { 'content-type': 'application/pdf' }).end('%PDF-1.4') : res.writeHead(404).end()));
  await new Promise<void>((resolve) => files.listen(0, '127.0.0.1', resolve));
  fileUrl = `http://127.0.0.1:${(files.address() as AddressInfo).port}/cardapio.pdf`;
});
afterAll(async () => {
  await stand.close();
  await new Promise<void>((resolve) => files.close(() => resolve()));
});

async function openInstance(name: string) {
  const client = evolutionClient({ baseUrl: stand.url, apiKey: stand.apiKey }, { timeoutMs: 500 });
  await client.createInstance(name, 'http://127.0.0.1:9/unused');
  expect(await client.connect(name)).toMatchObject({ code: expect.stringMatching(/^2@/), count: 1 });
  await stand.scan(name, '5511900001111');
  expect(await client.connect(name)).toBeNull();
  return client;
}

describe('evolutionClient', () => {
  it('sends media by URL, lists contacts and groups, and tells which numbers have WhatsApp', async () => {
    const client = await openInstance('client-media');
    const { messageId } = await client.sendMedia('client-media', '+55 (11) 98888-0001', { url: fileUrl, mimeType: 'application/pdf', fileName: 'cardapio.pdf', caption: 'Nosso cardápio' });
    expect(stand.sent('client-media')).toEqual([expect.objectContaining({ messageId, to: '5511988880001', text: 'Nosso cardápio', media: { url: fileUrl, mimetype: 'application/pdf' } })]);
    // A file it cannot download is refused (a 4xx: surely not sent).
    await expect(client.sendMedia('client-media', '5511988880001', { url: fileUrl.replace('cardapio', 'sumiu'), mimeType: 'application/pdf' })).rejects.toMatchObject({ status: 400 });
    await stand.reply('client-media', '5511977770002', 'Oi');
    expect((await client.contacts('client-media')).map((c) => c.number).sort()).toEqual(['5511977770002', '5511988880001']);
    expect((await client.groups('client-media')).map((g) => g.subject)).toEqual(['Clientes VIP', 'Equipe da cozinha']);
    await client.sendText('client-media', '120363041234567890@g.us', 'Promoção para o grupo');
    expect(stand.sent('client-media').at(-1)!.to).toBe('120363041234567890@g.us');
    expect(await client.whatsappNumbers('client-media', ['5511988880001', '5500000000000'])).toEqual([
      { number: '5511988880001', exists: true },
      { number: '5500000000000', exists: false },
    ]);
  });

  it('a wrong key is unauthorized, a name in use and an unknown instance are told apart, a refusal keeps its 4xx', async () => {
    const client = await openInstance('client-errors');
    const wrong = evolutionClient({ baseUrl: stand.url, apiKey: 'not-the-key' });
    await expect(wrong.connectionState('client-errors')).rejects.toMatchObject({ code: 'unauthorized', status: 401 });
    await expect(client.createInstance('client-errors', 'http://127.0.0.1:9/x')).rejects.toMatchObject({ code: 'exists', status: 403 });
    await expect(client.connectionState('nobody')).rejects.toMatchObject({ code: 'not_found', status: 404 });
    await expect(client.deleteInstance('nobody')).resolves.toBeUndefined();
    stand.failNextSends(1, 400);
    await expect(client.sendText('client-errors', '5511988880003', 'Oi')).rejects.toMatchObject({ code: 'refused', status: 400 });
    await expect(client.sendText('client-errors', '5500000000000', 'Oi')).rejects.toBeInstanceOf(EvolutionError);
  });

  it('a time-out and a server that is not there come back with status 0 (in doubt, never resent)', async () => {
    const client = await openInstance('client-timeout');
    stand.slowSends(1_000);
    await expect(client.sendText('client-timeout', '5511988880004', 'Oi')).rejects.toMatchObject({ code: 'timeout', status: 0 });
    stand.slowSends(0);
    const gone = evolutionClient({ baseUrl: 'http://127.0.0.1:9', apiKey: stand.apiKey });
    await expect(gone.connectionState('client-timeout')).rejects.toMatchObject({ code: 'network', status: 0 });
  });
});
