import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeEfiCertificates, type EfiCertificates } from './certificates';
import { efiClient, EfiError, type EfiClient } from './client';
import { startEfiStandIn, type EfiStandIn } from './stand-in';

// The Efí client against the stand-in over real mutual TLS (INTEGRATIONS.md "Pix", decision 0048).

let dir: string;
let certs: EfiCertificates;
/** Another CA's set: a certificate the stand-in never issued. */
let foreign: EfiCertificates;
let efi: EfiStandIn;
const clients: EfiClient[] = [];

const txid = (n: number) => `${'a'.repeat(28)}${String(n).padStart(4, '0')}`;
const clientFor = (options: Parameters<typeof efiClient>[1] = {}, credentials = efi.credentials()) => {
  const client = efiClient(credentials, { ca: certs.ca, ...options });
  clients.push(client);
  return client;
};
const refusalOf = async (promise: Promise<unknown>) => {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(EfiError);
  return err as EfiError;
};

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'comanda-efi-'));
  [certs, foreign] = await Promise.all([makeEfiCertificates(path.join(dir, 'bank'), { passphrase: 'senha-do-p12' }), makeEfiCertificates(path.join(dir, 'other'))]);
  efi = await startEfiStandIn({ certificates: certs, retryDelaysMs: [10, 20] });
}, 60_000);
afterAll(async () => {
  for (const client of clients) client.close();
  await efi.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('mutual TLS', () => {
  it('refuses a client with no certificate, or one another CA signed, before any HTTP', async () => {
    const bare = await new Promise<string>((resolve) => {
      const req = https.request(`${efi.baseUrl}/oauth/token`, { method: 'POST', ca: certs.ca }, () => resolve('answered'));
      req.on('error', (err) => resolve(err.message));
      req.end('{"grant_type":"client_credentials"}');
    });
    expect(bare).not.toBe('answered');
    const other = await refusalOf(clientFor({}, { ...efi.credentials(), pfx: foreign.clientPfx, passphrase: '' }).getCharge(txid(1)));
    expect(other).toMatchObject({ status: null, code: 'network' });
    expect(efi.tokensIssued).toBe(0);
  });

  it('reads the .p12 with its passphrase; a wrong passphrase or a file that is not one fails before calling', async () => {
    for (const bad of [{ passphrase: 'errada' }, { pfx: Buffer.from('não é um p12') }]) {
      expect(() => efiClient({ ...efi.credentials(), ...bad }, { ca: certs.ca })).toThrow(expect.objectContaining({ code: 'certificate_invalid', status: null }));
    }
  });
});

describe('token', () => {
  it('is asked once and reused across calls, concurrent ones included', async () => {
    const before = efi.tokensIssued;
    const client = clientFor();
    await Promise.all([1, 2, 3, 4, 5].map((n) => client.createCharge({ txid: txid(100 + n), amountCents: 1000 + n, expiresInSeconds: 600 })));
    await client.getCharge(txid(101));
    expect(efi.tokensIssued - before).toBe(1);
  });

  it('is asked again shortly before it expires, and when Efí drops it early', async () => {
    let clock = Date.now();
    const client = clientFor({ now: () => clock });
    const before = efi.tokensIssued;
    await client.createCharge({ txid: txid(200), amountCents: 500, expiresInSeconds: 600 });
    clock += 3_539_000; // 3,600 s minus the 60 s margin, less a second: still used
    await client.getCharge(txid(200));
    expect(efi.tokensIssued - before).toBe(1);
    clock += 2_000;
    await client.getCharge(txid(200));
    expect(efi.tokensIssued - before).toBe(2);
    efi.expireTokens();
    expect((await client.getCharge(txid(200))).status).toBe('ATIVA');
    expect(efi.tokensIssued - before).toBe(3);
  });

  it('wrong client credentials: a typed error with the status and the OAuth error', async () => {
    const err = await refusalOf(clientFor({}, { ...efi.credentials(), clientSecret: 'nope' }).getCharge(txid(1)));
    expect(err).toMatchObject({ status: 401, code: 'invalid_client' });
  });
});

describe('charges (cob)', () => {
  it('creates a charge in centavos and reads it back; paid, it is CONCLUIDA with the Pix received', async () => {
    const client = clientFor();
    const made = await client.createCharge({ txid: txid(300), amountCents: 4590, expiresInSeconds: 900, payerRequest: 'Pedido #12' });
    expect(made).toMatchObject({ txid: txid(300), status: 'ATIVA', amountCents: 4590, pix: [] });
    expect(made.pixCopiaECola).toMatch(/^000201/);
    expect(made.loc?.id).toBeGreaterThan(0);
    expect(efi.charge(txid(300))).toMatchObject({ amount: '45.90', payerRequest: 'Pedido #12', expiresInSeconds: 900 });

    const item = await efi.pay(txid(300));
    expect(item.endToEndId).toMatch(/^E09089356\d{12}[a-z0-9]{11}$/);
    const read = await client.getCharge(txid(300));
    expect(read).toMatchObject({ status: 'CONCLUIDA', amountCents: 4590, pix: [{ endToEndId: item.endToEndId, amountCents: 4590 }] });
  });

  it("answers Efí's refusals as typed errors: txid taken, txid malformed, unknown txid, another account's key", async () => {
    const client = clientFor();
    await client.createCharge({ txid: txid(400), amountCents: 100, expiresInSeconds: 60 });
    expect(await refusalOf(client.createCharge({ txid: txid(400), amountCents: 100, expiresInSeconds: 60 }))).toMatchObject({ status: 409, code: 'txid_duplicado' });
    expect(await refusalOf(client.createCharge({ txid: 'curto', amountCents: 100, expiresInSeconds: 60 }))).toMatchObject({ status: 400, code: 'valor_invalido' });
    expect(await refusalOf(client.createCharge({ txid: txid(401), amountCents: 0, expiresInSeconds: 60 }))).toMatchObject({ status: 400, code: 'valor_invalido' });
    expect(await refusalOf(client.getCharge(txid(499)))).toMatchObject({ status: 404, code: 'cobranca_nao_encontrada' });
    const wrongKey = clientFor({}, { ...efi.credentials(), pixKey: 'outra-chave@exemplo.com' });
    expect(await refusalOf(wrongKey.createCharge({ txid: txid(402), amountCents: 100, expiresInSeconds: 60 }))).toMatchObject({ status: 400, code: 'chave_invalida' });
  });

  it('times out a call that gets no answer', async () => {
    const silent = https.createServer({ key: certs.serverKey, cert: certs.serverCert }, () => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const client = clientFor({ timeoutMs: 200 }, { ...efi.credentials(), baseUrl: `https://127.0.0.1:${(silent.address() as AddressInfo).port}` });
    expect(await refusalOf(client.getCharge(txid(1)))).toMatchObject({ status: null, code: 'timeout' });
    silent.closeAllConnections();
    silent.close();
  });
});

describe('refunds (devolução)', () => {
  it('gives back part of a Pix, refuses the same refund id twice and more than was paid', async () => {
    const client = clientFor();
    await client.createCharge({ txid: txid(500), amountCents: 3000, expiresInSeconds: 600 });
    const { endToEndId } = await efi.pay(txid(500));
    expect(await client.refund({ endToEndId, refundId: 'dev1', amountCents: 1000 })).toMatchObject({ id: 'dev1', amountCents: 1000, status: 'EM_PROCESSAMENTO' });
    expect(await refusalOf(client.refund({ endToEndId, refundId: 'dev1', amountCents: 1000 }))).toMatchObject({ status: 409, code: 'devolucao_id_duplicado' });
    expect(await refusalOf(client.refund({ endToEndId, refundId: 'dev2', amountCents: 2001 }))).toMatchObject({ status: 400, code: 'valor_invalido' });
    expect(await refusalOf(client.refund({ endToEndId: 'E00000000202601010000aaaaaaaaaaa', refundId: 'dev3', amountCents: 1 }))).toMatchObject({ code: 'pix_nao_encontrado' });
  });
});

describe('webhook registration', () => {
  it('needs skip-mTLS, tests the URL, then sends payments to <url>/pix so that ?ignorar= takes the suffix', async () => {
    const seen: { url: string; body: string }[] = [];
    let answer = 500;
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        seen.push({ url: req.url ?? '', body });
        res.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook?hmac=segredo&ignorar=`;
    const client = clientFor();

    expect(await refusalOf(client.registerWebhook(url))).toMatchObject({ status: 400, code: 'webhook_invalido' });
    answer = 200;
    await client.registerWebhook(url);
    expect(seen.at(-1)).toMatchObject({ url: '/hook?hmac=segredo&ignorar=' });
    expect(JSON.parse(seen.at(-1)!.body)).toMatchObject({ evento: 'teste_webhook' });

    await client.createCharge({ txid: txid(600), amountCents: 990, expiresInSeconds: 600 });
    const item = await efi.pay(txid(600));
    expect(seen.at(-1)!.url).toBe('/hook?hmac=segredo&ignorar=/pix');
    expect(JSON.parse(seen.at(-1)!.body)).toEqual({ pix: [item] });
    expect(item).toMatchObject({ txid: txid(600), chave: efi.account.pixKey, valor: '9.90' });
    receiver.close();
  });
});
