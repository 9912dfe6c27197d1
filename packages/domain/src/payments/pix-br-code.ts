/*
 * The static Pix code ("Pix copia e cola", BR Code) of an order (issue 34; INTEGRATIONS.md "Pix"):
 * EMV fields written ID(2) + LEN(2) + value, closed by a CRC16-CCITT-FALSE of the whole text. A
 * business with no payment provider shows it with the amount and the order's txid; the cashier then
 * confirms "recebido" by hand. Several bank apps refuse accents and symbols in the name, city and
 * description, so those are folded to ASCII and cut to their limits. Zod-free: the storefront may
 * read it too.
 */

/** Limits of the Manual de Padrões para Iniciação do Pix. */
export const PIX_NAME_MAX = 25;
export const PIX_CITY_MAX = 15;
export const PIX_TXID_MAX = 25;
/** Field 26 (the key's template) holds at most 99 characters, GUI and key included. */
const TEMPLATE_MAX = 99;
const GUI = 'br.gov.bcb.pix';
/** Field 54 holds at most 13 characters: 9999999999.99. */
const AMOUNT_MAX_CENTS = 999_999_999_999;

export interface PixBrCodeInput {
  /** The receiver's key in its DICT form (normalizePixKey). */
  key: string;
  name: string;
  city: string;
  /** The amount asked, in centavos (> 0); null leaves it to the payer (the central bank's example). */
  amountCents: number | null;
  /** Alphanumerics, at most 25 (staticPixTxid), or '***' for none. */
  txid: string;
  /** Shown to the payer by some banks; cut to what the key's field leaves room for. */
  description?: string | null;
}

export interface DecodedPixBrCode {
  key: string;
  name: string;
  city: string;
  /** Null when the code leaves the amount to the payer. */
  amountCents: number | null;
  txid: string;
  description: string | null;
}

export type PixDecodeFailure = 'malformed' | 'crc_mismatch' | 'not_pix' | 'missing_field';
export type PixDecodeResult = { ok: true; fields: DecodedPixBrCode } | { ok: false; reason: PixDecodeFailure };

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor): 4 upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (let i = 0; i < text.length; i += 1) {
    crc ^= text.charCodeAt(i) << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * Whether a BR Code made by someone else (a provider's dynamic charge, whose field 26 names a URL
 * rather than a key) is whole: printable ASCII ending in its CRC field, and the CRC right.
 */
export function pixCrcValid(code: string): boolean {
  if (!/^[\x20-\x7e]+6304[0-9A-F]{4}$/.test(code)) return false;
  return crc16CcittFalse(code.slice(0, -4)) === code.slice(-4);
}

/**
 * `text` as bank apps accept it: accents dropped (NFKD also reads º as o), anything else outside
 * printable ASCII removed, runs of spaces made one, then cut to `max` characters.
 */
export function foldPixText(text: string, max: number): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trimEnd();
}

/** Centavos as field 54 writes them: 4590 → "45.90", 5 → "0.05". */
export function pixAmount(amountCents: number): string {
  return `${Math.trunc(amountCents / 100)}.${String(amountCents % 100).padStart(2, '0')}`;
}

const field = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;
const printable = (text: string) => /^[\x20-\x7e]+$/.test(text);

/** The "Pix copia e cola" text; throws a RangeError for input no bank would read. */
export function buildPixBrCode(input: PixBrCodeInput): string {
  const { key, amountCents, txid } = input;
  if (!printable(key) || key.length > TEMPLATE_MAX - field('00', GUI).length - 4) throw new RangeError('pix key: printable ASCII, at most 77 characters');
  if (amountCents !== null && (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > AMOUNT_MAX_CENTS)) throw new RangeError('pix amount: a positive number of centavos');
  if (txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(txid)) throw new RangeError('pix txid: 1 to 25 letters and digits');
  const name = foldPixText(input.name, PIX_NAME_MAX);
  const city = foldPixText(input.city, PIX_CITY_MAX);
  if (!name || !city) throw new RangeError('pix name and city: some letters once folded to ASCII');
  const keyPart = field('00', GUI) + field('01', key);
  // The description fits in what the key leaves of field 26, or is left out.
  const room = TEMPLATE_MAX - keyPart.length - 4;
  const description = room > 0 ? foldPixText(input.description ?? '', room) : '';
  const payload =
    field('00', '01') +
    field('26', keyPart + (description ? field('02', description) : '')) +
    field('52', '0000') +
    field('53', '986') +
    (amountCents === null ? '' : field('54', pixAmount(amountCents))) +
    field('58', 'BR') +
    field('59', name) +
    field('60', city) +
    field('62', field('05', txid)) +
    '6304';
  return payload + crc16CcittFalse(payload);
}

/** TLV fields by id; null when the text is not a sequence of them. */
function readFields(text: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < text.length) {
    const head = text.slice(at, at + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const length = Number(head.slice(2));
    const value = text.slice(at + 4, at + 4 + length);
    if (value.length !== length) return null;
    fields.set(head.slice(0, 2), value);
    at += 4 + length;
  }
  return fields;
}

/** Centavos of field 54 ("45.90", "45.9", "45"); null when it is not an amount. */
function readAmount(text: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/**
 * Reads a static Pix code and checks its CRC, as done before any code is shown: what the payer's
 * bank would read (key, name, city, amount, txid), or why it would refuse it.
 */
export function decodePixBrCode(code: string): PixDecodeResult {
  if (!printable(code) || !/6304[0-9A-Fa-f]{4}$/.test(code)) return { ok: false, reason: 'malformed' };
  const body = code.slice(0, -4);
  if (crc16CcittFalse(body) !== code.slice(-4).toUpperCase()) return { ok: false, reason: 'crc_mismatch' };
  const top = readFields(code);
  if (!top || top.get('00') !== '01') return { ok: false, reason: 'malformed' };
  const template = readFields(top.get('26') ?? '');
  if (!template || template.get('00')?.toLowerCase() !== GUI) return { ok: false, reason: 'not_pix' };
  const key = template.get('01');
  const name = top.get('59');
  const city = top.get('60');
  const txid = readFields(top.get('62') ?? '')?.get('05');
  if (!key || !name || !city || !txid || top.get('53') !== '986' || top.get('58') !== 'BR') return { ok: false, reason: 'missing_field' };
  const amount = top.get('54');
  const cents = amount === undefined ? null : readAmount(amount);
  if (amount !== undefined && cents === null) return { ok: false, reason: 'malformed' };
  return { ok: true, fields: { key, name, city, amountCents: cents, txid, description: template.get('02') ?? null } };
}
