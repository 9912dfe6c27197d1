import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { makeEfiCertificates } from './certificates';
import { startEfiStandIn, type EfiStandIn } from './stand-in';

/*
 * Efí's stand-in as `npm start` (and the journeys) run it when no EFI_API_URL is set (README
 * "Payments"): certificates made once under the data folder, a file beside them with what to type in
 * Settings → Pagamentos → Efí (the .p12 to upload is there too), and a page playing the customer's
 * bank app, so a newcomer can charge a table by Pix and watch it close when the "bank" pays it.
 */

export const LOCAL_EFI_ACCOUNT = { clientId: 'Client_Id_comanda_local', clientSecret: 'Client_Secret_comanda_local', pixKey: 'pix@comanda.local' };

export interface LocalEfiStandIn extends EfiStandIn {
  /** The folder with the account's .p12 and the credentials to connect with. */
  folder: string;
  /** The stand-in's CA, which the API trusts for it (EFI_CA_FILE). */
  caFile: string;
  /** A page that plays the customer's bank app: paste a "Pix copia e cola", press Pagar. */
  bankUrl: string;
}

const page = (body: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Banco de teste (Pix)</title>` +
  `<style>body{font:16px system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem}textarea{width:100%;min-height:8rem}button{font-size:1rem;padding:.6rem 1.2rem;margin-top:.8rem}</style></head>` +
  `<body><h1>Banco de teste — Pix</h1>${body}</body></html>`;
const FORM = `<form method="post" action="/pagar"><label for="codigo">Pix copia e cola</label><textarea id="codigo" name="codigo" required></textarea><button type="submit">Pagar</button></form>`;
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The fields of a BR Code (ID, two-digit length, value), or of one field's sub-fields. */
function tlvFields(text: string): Map<string, string> {
  const fields = new Map<string, string>();
  for (let at = 0; at + 4 <= text.length; ) {
    const length = Number(text.slice(at + 2, at + 4));
    if (!Number.isInteger(length)) break;
    fields.set(text.slice(at, at + 2), text.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** The charge a dynamic code points at: the last segment of its URL (field 26, sub-field 25). */
function txidOfCode(code: string): string | undefined {
  const url = tlvFields(tlvFields(code).get('26') ?? '').get('25') ?? '';
  return /\/qr\/v2\/([A-Za-z0-9]{26,35})$/.exec(url)?.[1];
}

/** The bank-app page: the charge is the one the code's URL names (…/qr/v2/<txid>), as a bank resolves it. */
function startBankPage(stand: EfiStandIn, port: number): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    const answer = (status: number, body: string) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(page(body));
    if (req.method === 'GET') return answer(200, FORM);
    if (req.method !== 'POST' || req.url !== '/pagar') return answer(404, '<p>Página não encontrada.</p>');
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      const code = new URLSearchParams(text).get('codigo') ?? '';
      const txid = txidOfCode(code.trim());
      if (!txid) return answer(422, `<p role="alert">Este não é um código de cobrança deste banco.</p>${FORM}`);
      stand.pay(txid).then(
        (pix) => answer(200, `<p role="status">Pix pago: R$ ${escape(pix.valor.replace('.', ','))}.</p><p>Identificador: ${escape(pix.endToEndId)}</p>${FORM}`),
        (err: Error) => answer(409, `<p role="alert">${escape(err.message)}</p>${FORM}`),
      );
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** The stand-in on `port`, its bank page on `port + 1`. */
export async function startLocalEfiStandIn(dataDir: string, port: number): Promise<LocalEfiStandIn> {
  const folder = path.join(dataDir, 'efi-stand-in');
  const certificates = await makeEfiCertificates(folder, { reuse: true });
  const stand = await startEfiStandIn({ certificates, accounts: [LOCAL_EFI_ACCOUNT], port });
  const bank = await startBankPage(stand, port + 1);
  const bankUrl = `http://127.0.0.1:${(bank.address() as AddressInfo).port}`;
  const text = [
    'Efí stand-in account (npm start): Settings → Pagamentos → Efí',
    `Client_Id: ${LOCAL_EFI_ACCOUNT.clientId}`,
    `Client_Secret: ${LOCAL_EFI_ACCOUNT.clientSecret}`,
    `Certificate: ${path.join(folder, 'client.p12')} (no password)`,
    `Pix key: ${LOCAL_EFI_ACCOUNT.pixKey}`,
    `Pay a charge as a customer would: paste its "Pix copia e cola" at ${bankUrl}`,
    '',
  ].join('\n');
  await fs.writeFile(path.join(folder, 'CONTA.txt'), text);
  const close = async () => {
    await new Promise((resolve) => bank.close(resolve));
    await stand.close();
  };
  return { ...stand, close, folder, caFile: path.join(folder, 'ca.crt'), bankUrl };
}
