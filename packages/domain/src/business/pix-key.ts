import { formatCnpj, formatCpf, formatPhone, getPixKeyInfo, parsePhone } from '@brazilian-utils/brazilian-utils';
import type { PixKeyType } from './payment-settings';

/*
 * The business's Pix key (issue 14 "Payment methods"), kept for the static Pix code of a later
 * issue. The owner says which kind of key it is and types it as they know it ("123.456.789-09",
 * "(11) 98765-4321", "Fulano@Example.com "); it is stored in the form Banco Central's DICT uses
 * inside a Pix code: CPF 11 digits, CNPJ 14 characters (upper case: new CNPJs are alphanumeric from
 * July 2026), e-mail trimmed and lower case (at most 77 characters), mobile phone in E.164
 * (+5511987654321; a landline is not a Pix key), random key (EVP) as a lower-case UUID with its
 * hyphens. @brazilian-utils/brazilian-utils knows these forms and their check digits.
 */

/** The library calls the random key by its DICT name, EVP. */
const LIBRARY_TYPE = { cpf: 'cpf', cnpj: 'cnpj', email: 'email', phone: 'phone', random: 'evp' } as const satisfies Record<PixKeyType, string>;

/** Longest text accepted before normalising: the 77 characters of an e-mail key plus room for spaces. */
export const PIX_KEY_MAX_INPUT = 100;

/**
 * The key in its DICT form when `text` is a valid key of kind `type`; null otherwise. A key of
 * another kind is refused even if valid (a CPF typed as an e-mail key).
 */
export function normalizePixKey(type: PixKeyType, text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > PIX_KEY_MAX_INPUT) return null;
  // Eleven digits can be a CPF and a mobile number at once; the library reads them as a CPF unless
  // written as a phone. The owner said "phone", so write it as one: +55 and the national number.
  // parsePhone keeps digits only: letters around them must not pass as a phone.
  if (type === 'phone' && /[^\d\s()+.-]/.test(trimmed)) return null;
  // A Pix phone is a mobile: DDD and nine digits, after any +55.
  if (type === 'phone' && parsePhone(trimmed).length !== 11) return null;
  const candidate = type === 'phone' ? `+55${parsePhone(trimmed)}` : trimmed;
  const info = getPixKeyInfo(candidate);
  return info && info.type === LIBRARY_TYPE[type] ? info.value : null;
}

export function isValidPixKey(type: PixKeyType, text: string): boolean {
  return normalizePixKey(type, text) !== null;
}

/** A stored key as people write it: 123.456.789-09, 12.345.678/0001-95, (11) 98765-4321. */
export function formatPixKey(type: PixKeyType, key: string): string {
  switch (type) {
    case 'cpf':
      return formatCpf(key);
    case 'cnpj':
      return formatCnpj(key, { version: 2 });
    case 'phone':
      return formatPhone(parsePhone(key), { mask: 'auto' });
    default:
      return key;
  }
}

const hex = (text: string) => text.toLowerCase().replace(/[^0-9a-f]/g, '');

/** Groups of a random key, 8-4-4-4-12, for the hyphens as it is typed. */
const UUID_GROUPS = [8, 4, 4, 4, 12];

function maskUuid(text: string): string {
  let rest = hex(text).slice(0, 32);
  const groups: string[] = [];
  for (const size of UUID_GROUPS) {
    if (!rest) break;
    groups.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  return groups.join('-');
}

function maskPhone(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 11);
  if (digits.length <= 2) return digits.length ? `(${digits}` : '';
  const area = `(${digits.slice(0, 2)}) `;
  const number = digits.slice(2);
  // 9876-5 while typing, 98765-4321 once the ninth digit is in.
  const split = number.length > 8 ? 5 : 4;
  return number.length <= 4 ? area + number : `${area}${number.slice(0, split)}-${number.slice(split)}`;
}

/**
 * The key as it is being typed, with the punctuation of its kind added as it grows: '1234567'
 * reads '123.456.7' for a CPF. An e-mail is left alone; a paste with another mask is re-masked.
 */
export function maskPixKeyInput(type: PixKeyType, text: string): string {
  switch (type) {
    case 'cpf':
      return formatCpf(text.replace(/\D/g, '').slice(0, 11));
    case 'cnpj':
      return formatCnpj(
        text
          .toUpperCase()
          .replace(/[^0-9A-Z]/g, '')
          .slice(0, 14),
        { version: 2 },
      );
    case 'phone':
      // A pasted +55 is the country, not the area code.
      return maskPhone(text.trim().startsWith('+') ? parsePhone(text) : text);
    case 'random':
      return maskUuid(text);
    default:
      return text;
  }
}
