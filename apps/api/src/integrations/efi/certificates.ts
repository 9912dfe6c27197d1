import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * Certificates for the Efí stand-in (stand-in.ts), made with the `openssl` command as a bank would
 * issue them: a CA; the stand-in's server certificate for 127.0.0.1 and localhost, signed by it; and
 * an account's client certificate, signed by it and exported as a .p12, the file a restaurant
 * downloads from Efí and uploads to us. Tests make them in a temporary folder; `npm start` in its
 * data folder, once (an existing set is reused).
 */

const run = promisify(execFile);

export interface EfiCertificates {
  /** The CA's certificate (PEM): the stand-in trusts client certificates it signed, the client trusts the server's. */
  ca: Buffer;
  serverKey: Buffer;
  serverCert: Buffer;
  /** The account's certificate with its key, as Efí hands it out. */
  clientPfx: Buffer;
  /** The .p12's passphrase ('' when made without one, as Efí's are). */
  passphrase: string;
}

const FILES = { ca: 'ca.crt', serverKey: 'server.key', serverCert: 'server.crt', clientPfx: 'client.p12' } as const;

async function openssl(dir: string, ...args: string[]): Promise<void> {
  await run('openssl', args, { cwd: dir });
}

async function readAll(dir: string, passphrase: string): Promise<EfiCertificates> {
  const [ca, serverKey, serverCert, clientPfx] = await Promise.all(Object.values(FILES).map((file) => fs.readFile(path.join(dir, file))));
  return { ca: ca!, serverKey: serverKey!, serverCert: serverCert!, clientPfx: clientPfx!, passphrase };
}

/**
 * A CA, a server certificate and a client .p12 in `dir` (created if missing); with `reuse`, a set
 * already there is read rather than made again. Each call without `reuse` makes a new CA, so two
 * sets do not trust each other (a certificate from another bank, or none, is refused).
 */
export async function makeEfiCertificates(dir: string, { passphrase = '', reuse = false, days = 825 }: { passphrase?: string; reuse?: boolean; days?: number } = {}): Promise<EfiCertificates> {
  await fs.mkdir(dir, { recursive: true });
  if (reuse) {
    try {
      return await readAll(dir, passphrase);
    } catch {
      // Not there yet (or incomplete): made below.
    }
  }
  const valid = String(days);
  await openssl(dir, 'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'ca.key', '-out', FILES.ca, '-days', valid, '-subj', '/CN=Comanda Efi stand-in CA');
  await openssl(dir, 'req', '-newkey', 'rsa:2048', '-nodes', '-keyout', FILES.serverKey, '-out', 'server.csr', '-subj', '/CN=localhost');
  await fs.writeFile(path.join(dir, 'server.ext'), 'subjectAltName=IP:127.0.0.1,DNS:localhost\nextendedKeyUsage=serverAuth\n');
  await openssl(dir, 'x509', '-req', '-in', 'server.csr', '-CA', FILES.ca, '-CAkey', 'ca.key', '-CAcreateserial', '-out', FILES.serverCert, '-days', valid, '-extfile', 'server.ext');
  await openssl(dir, 'req', '-newkey', 'rsa:2048', '-nodes', '-keyout', 'client.key', '-out', 'client.csr', '-subj', '/CN=Comanda Efi account');
  await fs.writeFile(path.join(dir, 'client.ext'), 'extendedKeyUsage=clientAuth\n');
  await openssl(dir, 'x509', '-req', '-in', 'client.csr', '-CA', FILES.ca, '-CAkey', 'ca.key', '-CAcreateserial', '-out', 'client.crt', '-days', valid, '-extfile', 'client.ext');
  await openssl(dir, 'pkcs12', '-export', '-inkey', 'client.key', '-in', 'client.crt', '-out', FILES.clientPfx, '-passout', `pass:${passphrase}`);
  return readAll(dir, passphrase);
}
