import fc from 'fast-check';
import { createStaticPix, hasError, isStaticPix, parsePix } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { buildPixBrCode, crc16CcittFalse, decodePixBrCode, foldPixText, pixAmount, PIX_CITY_MAX, PIX_NAME_MAX } from './pix-br-code';
import { staticPixTxid } from './pix-txid';

// INTEGRATIONS.md "Pix": the central bank's example and the CRC's check value.
const CENTRAL_BANK_EXAMPLE =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

const order = {
  key: 'fulano@example.com',
  name: 'Lanchonete do Zé',
  city: 'São Paulo',
  amountCents: 4590,
  txid: staticPixTxid('7f3a9c2e-1b4d-4e8f-9a0b-c1d2e3f40516'),
};

/** pix-utils (a maintained library) reads the code; fails the test when it refuses it. */
function readByLibrary(code: string) {
  const parsed = parsePix(code);
  if (hasError(parsed)) throw new Error(`pix-utils refused ${code}: ${parsed.message}`);
  if (!isStaticPix(parsed)) throw new Error(`pix-utils read ${code} as a ${parsed.type} code`);
  return parsed;
}

describe('crc16CcittFalse', () => {
  it('gives the check value 29B1 for "123456789", in 4 upper-case hex digits', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
  });

  it('zero-pads a CRC below 0x1000 to 4 digits', () => {
    // Search the first short text whose CRC has a leading zero, so the padding is exercised for sure.
    const text = Array.from({ length: 5000 }, (_, i) => `pedido ${i}`).find((t) => crc16CcittFalse(t).startsWith('0'));
    expect(text).toBeDefined();
    expect(crc16CcittFalse(text!)).toMatch(/^0[0-9A-F]{3}$/);
  });
});

describe('buildPixBrCode', () => {
  it("writes the central bank's example byte for byte", () => {
    const code = buildPixBrCode({ key: '123e4567-e12b-12d1-a456-426655440000', name: 'Fulano de Tal', city: 'BRASILIA', amountCents: null, txid: '***' });
    expect(code).toBe(CENTRAL_BANK_EXAMPLE);
  });

  it('writes the amount in reais with two decimals: 4590 → 45.90', () => {
    expect(pixAmount(4590)).toBe('45.90');
    expect(pixAmount(5)).toBe('0.05');
    expect(pixAmount(100_000)).toBe('1000.00');
    expect(buildPixBrCode(order)).toContain('540545.90');
  });

  it('folds accents and symbols of name, city and description to ASCII', () => {
    const code = buildPixBrCode({ ...order, name: 'Açaí & Café — Pão', city: 'Brasília', description: 'Pedido nº 12 ✓' });
    expect(code).toMatch(/^[\x20-\x7e]+$/);
    const decoded = decodePixBrCode(code);
    expect(decoded).toMatchObject({ ok: true, fields: { name: 'Acai & Cafe Pao', city: 'Brasilia', description: 'Pedido no 12' } });
  });

  it(`cuts the name to ${PIX_NAME_MAX} and the city to ${PIX_CITY_MAX} characters, after folding`, () => {
    const code = buildPixBrCode({ ...order, name: 'Restaurante e Pizzaria Avó Conceição Ltda', city: 'São José dos Campos do Sul' });
    const decoded = decodePixBrCode(code);
    if (!decoded.ok) throw new Error(decoded.reason);
    expect(decoded.fields.name).toBe('Restaurante e Pizzaria Av');
    expect(decoded.fields.city).toBe('Sao Jose dos Ca');
    expect(foldPixText('Pizzaria   do   Bairro  ', 25)).toBe('Pizzaria do Bairro');
  });

  it('leaves the description out when a long key fills field 26 (at most 99 characters)', () => {
    const key = `${'a'.repeat(65)}@example.com`; // 77 characters, the longest e-mail key
    const decoded = decodePixBrCode(buildPixBrCode({ ...order, key, description: 'Pedido 12' }));
    expect(decoded).toMatchObject({ ok: true, fields: { key, description: null } });
  });

  it('refuses what no bank reads: no amount, a txid with symbols, a key with accents, a name with no letters left', () => {
    expect(() => buildPixBrCode({ ...order, amountCents: 0 })).toThrow(RangeError);
    expect(() => buildPixBrCode({ ...order, amountCents: 45.9 })).toThrow(RangeError);
    expect(() => buildPixBrCode({ ...order, txid: 'pedido-12' })).toThrow(RangeError);
    expect(() => buildPixBrCode({ ...order, txid: 'a'.repeat(26) })).toThrow(RangeError);
    expect(() => buildPixBrCode({ ...order, key: 'zé@example.com' })).toThrow(RangeError);
    expect(() => buildPixBrCode({ ...order, name: '🍕🍕' })).toThrow(RangeError);
  });
});

describe('decodePixBrCode', () => {
  it("reads the central bank's example", () => {
    expect(decodePixBrCode(CENTRAL_BANK_EXAMPLE)).toEqual({
      ok: true,
      fields: { key: '123e4567-e12b-12d1-a456-426655440000', name: 'Fulano de Tal', city: 'BRASILIA', amountCents: null, txid: '***', description: null },
    });
  });

  it('gives back what was built: key, amount in centavos, txid', () => {
    expect(decodePixBrCode(buildPixBrCode(order))).toEqual({
      ok: true,
      fields: { key: order.key, name: 'Lanchonete do Ze', city: 'Sao Paulo', amountCents: 4590, txid: '7f3a9c2e1b4d4e8f9a0bc1d2e', description: null },
    });
  });

  it('refuses a code whose CRC does not match, and a code changed after its CRC was made', () => {
    const code = buildPixBrCode(order);
    const wrongCrc = code.slice(0, -4) + (code.endsWith('0000') ? '0001' : '0000');
    expect(decodePixBrCode(wrongCrc)).toEqual({ ok: false, reason: 'crc_mismatch' });
    expect(decodePixBrCode(code.replace('45.90', '46.90'))).toEqual({ ok: false, reason: 'crc_mismatch' });
  });

  it('refuses text that is not a Pix code', () => {
    expect(decodePixBrCode('')).toEqual({ ok: false, reason: 'malformed' });
    expect(decodePixBrCode('hello')).toEqual({ ok: false, reason: 'malformed' });
    const notPix = '000201260800045678' + '6304';
    expect(decodePixBrCode(notPix + crc16CcittFalse(notPix))).toEqual({ ok: false, reason: 'not_pix' });
  });
});

describe('cross-check with pix-utils', () => {
  it("reads our codes as we do, and we read the library's codes as it does", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.string({ unit: fc.constantFrom(...'aZãçÉôüñ º&-.1🍕'), minLength: 1, maxLength: 40 }).filter((s) => foldPixText(s, PIX_NAME_MAX) !== '' && foldPixText(s, PIX_CITY_MAX) !== ''),
        fc.stringMatching(/^[a-z0-9]{1,25}$/),
        (amountCents, name, txid) => {
          const input = { ...order, name, city: name, amountCents, txid, description: `Pedido ${name}` };
          const code = buildPixBrCode(input);
          const parsed = readByLibrary(code);
          expect(parsed).toMatchObject({ type: 'STATIC', pixKey: order.key, txid, transactionAmount: amountCents / 100, merchantName: foldPixText(name, PIX_NAME_MAX) });
          // The library writes the same code from the same fields (it writes name and city in capitals).
          const theirs = createStaticPix({
            merchantName: parsed.merchantName,
            merchantCity: parsed.merchantCity,
            pixKey: parsed.pixKey,
            infoAdicional: parsed.infoAdicional ?? '',
            txid,
            transactionAmount: amountCents / 100,
          });
          if (hasError(theirs)) throw new Error(theirs.message);
          const capitals = { name: foldPixText(name, PIX_NAME_MAX).toUpperCase(), city: foldPixText(name, PIX_CITY_MAX).toUpperCase() };
          expect(theirs.toBRCode()).toBe(buildPixBrCode({ ...input, ...capitals }));
          const decoded = decodePixBrCode(theirs.toBRCode());
          expect(decoded).toMatchObject({ ok: true, fields: { key: order.key, txid, amountCents } });
        },
      ),
      { numRuns: 200 },
    );
  });

  it("agrees with the library on the central bank's example", () => {
    expect(readByLibrary(CENTRAL_BANK_EXAMPLE)).toMatchObject({ merchantName: 'Fulano de Tal', merchantCity: 'BRASILIA', txid: '***' });
  });
});
