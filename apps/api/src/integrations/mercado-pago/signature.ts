import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * Mercado Pago's webhook signature (INTEGRATIONS.md). The `x-signature` header is `ts=<ts>,v1=<hex>`;
 * v1 is HMAC-SHA256, keyed with the application's webhook secret, of the manifest
 * `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, where data.id comes from the notification URL's
 * query (Mercado Pago puts `?data.id=…&type=…` on it), an alphanumeric one lowercased, and a part
 * whose value is missing is left out. The body itself is not signed.
 */

export interface ManifestParts {
  dataId?: string | undefined;
  requestId?: string | undefined;
  ts?: string | undefined;
}

/** The signed text; a missing part is omitted, as Mercado Pago does. */
export function mercadoPagoManifest({ dataId, requestId, ts }: ManifestParts): string {
  const id = dataId && /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId;
  return [id ? `id:${id};` : '', requestId ? `request-id:${requestId};` : '', ts ? `ts:${ts};` : ''].join('');
}

/** The v1 hash of a manifest, in lowercase hex. */
export function signMercadoPago(secret: string, parts: ManifestParts): string {
  return createHmac('sha256', secret).update(mercadoPagoManifest(parts)).digest('hex');
}

/** The `x-signature` header Mercado Pago sends for these parts. */
export function mercadoPagoSignatureHeader(secret: string, parts: ManifestParts & { ts: string }): string {
  return `ts=${parts.ts},v1=${signMercadoPago(secret, parts)}`;
}

/** ts and v1 of an `x-signature` header (`ts=…,v1=…`, in any order, spaces allowed), or null. */
export function parseSignatureHeader(header: string | undefined): { ts: string; v1: string } | null {
  if (!header || header.length > 512) return null;
  const fields = new Map(
    header.split(',').map((pair) => {
      const at = pair.indexOf('=');
      return [pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as const;
    }),
  );
  const ts = fields.get('ts');
  const v1 = fields.get('v1');
  return ts && v1 ? { ts, v1 } : null;
}

export interface SignedDelivery {
  xSignature: string | undefined;
  xRequestId: string | undefined;
  dataId: string | undefined;
}

/** Whether the delivery carries a valid signature made with `secret`; compares in constant time. */
export function verifyMercadoPagoSignature(secret: string, delivery: SignedDelivery): boolean {
  const parsed = parseSignatureHeader(delivery.xSignature);
  if (!secret || !parsed || !/^[0-9a-f]{64}$/i.test(parsed.v1)) return false;
  const expected = Buffer.from(signMercadoPago(secret, { dataId: delivery.dataId, requestId: delivery.xRequestId, ts: parsed.ts }), 'hex');
  return timingSafeEqual(expected, Buffer.from(parsed.v1, 'hex'));
}
