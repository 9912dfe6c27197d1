import { createSign } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'selfsigned';
import type { Db } from '../../db/client';
import { qzKeys } from '../../db/schema/index';

/*
 * QZ Tray trusts a website by its certificate and the signature of each request (issue 17,
 * INTEGRATIONS.md "Receipt printing"): the page hands QZ Tray the business's certificate and has the
 * API sign what QZ Tray asks it to (RSA-SHA512). Each business has its own key pair, made on first use;
 * the private key stays on the server. The owner trusts the certificate once in QZ Tray.
 */

const TEN_YEARS_MS = 10 * 365 * 24 * 60 * 60 * 1000;

type Keys = { privateKeyPem: string; certificatePem: string };

async function makeKeys(businessName: string): Promise<Keys> {
  const pems = await generate([{ name: 'commonName', value: `Comanda · ${businessName}`.slice(0, 64) }, { name: 'organizationName', value: 'Comanda' }], {
    keySize: 2048,
    algorithm: 'sha512',
    notAfterDate: new Date(Date.now() + TEN_YEARS_MS),
  });
  return { privateKeyPem: pems.private, certificatePem: pems.cert };
}

/** The business's key pair, made (once, whatever the concurrency) if it has none. */
export async function qzKeysOf(db: Db, business: { id: number; name: string }): Promise<Keys> {
  const [found] = await db.select().from(qzKeys).where(eq(qzKeys.businessId, business.id));
  if (found) return found;
  const made = await makeKeys(business.name);
  await db.insert(qzKeys).values({ businessId: business.id, ...made }).onConflictDoNothing();
  const [row] = await db.select().from(qzKeys).where(eq(qzKeys.businessId, business.id));
  return row!;
}

/** The signature QZ Tray checks: RSA-SHA512 over the text it gave the page, base64. */
export function signForQz(privateKeyPem: string, request: string): string {
  return createSign('RSA-SHA512').update(request).sign(privateKeyPem, 'base64');
}
