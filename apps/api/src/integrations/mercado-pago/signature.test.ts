import { describe, expect, it } from 'vitest';
import { mercadoPagoManifest, mercadoPagoSignatureHeader, parseSignatureHeader, signMercadoPago, verifyMercadoPagoSignature } from './signature';

// INTEGRATIONS.md "Mercado Pago": the manifest, the hash and the header, against the published vector.

const vector = {
  secret: 's3cr3t',
  parts: { dataId: '999', requestId: 'f7b2a1d4', ts: '1704908010' },
  hash: '18b31ce912ec953cd5a1b8116316d96fa3a7f2ec4336d3b00c37694e40667f8a',
};

describe('Mercado Pago webhook signature', () => {
  it('builds the manifest in order, with its trailing semicolon', () => {
    expect(mercadoPagoManifest(vector.parts)).toBe('id:999;request-id:f7b2a1d4;ts:1704908010;');
  });

  it('omits a missing part and lowercases an alphanumeric data.id', () => {
    expect(mercadoPagoManifest({ requestId: 'r1', ts: '10' })).toBe('request-id:r1;ts:10;');
    expect(mercadoPagoManifest({ dataId: 'ABC123', ts: '10' })).toBe('id:abc123;ts:10;');
    expect(mercadoPagoManifest({ dataId: 'A-B', ts: '10' })).toBe('id:A-B;ts:10;');
  });

  it('signs the test vector to the published hash', () => {
    expect(signMercadoPago(vector.secret, vector.parts)).toBe(vector.hash);
  });

  it('accepts the vector and refuses a changed id, request id, ts, hash or secret', () => {
    const header = `ts=${vector.parts.ts},v1=${vector.hash}`;
    const ok = { xSignature: header, xRequestId: 'f7b2a1d4', dataId: '999' };
    expect(verifyMercadoPagoSignature(vector.secret, ok)).toBe(true);
    expect(verifyMercadoPagoSignature(vector.secret, { ...ok, dataId: '998' })).toBe(false);
    expect(verifyMercadoPagoSignature(vector.secret, { ...ok, xRequestId: 'f7b2a1d5' })).toBe(false);
    expect(verifyMercadoPagoSignature(vector.secret, { ...ok, xSignature: header.replace('1704908010', '1704908011') })).toBe(false);
    expect(verifyMercadoPagoSignature(vector.secret, { ...ok, xSignature: header.replace(/a$/, 'b') })).toBe(false);
    expect(verifyMercadoPagoSignature('other', ok)).toBe(false);
  });

  it('refuses a missing, malformed or short signature, and an empty secret, without throwing', () => {
    const ok = { xRequestId: 'f7b2a1d4', dataId: '999' };
    for (const xSignature of [undefined, '', 'garbage', `ts=1704908010`, `v1=${vector.hash}`, 'ts=1,v1=abc', `ts=1,v1=${'z'.repeat(64)}`, 'x'.repeat(10_000)]) {
      expect(verifyMercadoPagoSignature(vector.secret, { ...ok, xSignature })).toBe(false);
    }
    expect(verifyMercadoPagoSignature('', { ...ok, xSignature: `ts=1704908010,v1=${vector.hash}` })).toBe(false);
  });

  it('reads the header in either order, with spaces, and writes it the way Mercado Pago does', () => {
    expect(parseSignatureHeader(` v1=${vector.hash} , ts=1704908010`)).toEqual({ ts: '1704908010', v1: vector.hash });
    expect(mercadoPagoSignatureHeader(vector.secret, vector.parts)).toBe(`ts=1704908010,v1=${vector.hash}`);
  });
});
