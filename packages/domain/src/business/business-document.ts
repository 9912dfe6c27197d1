import { formatCnpj, isValidCnpj, isValidCpf, formatCpf } from '@brazilian-utils/brazilian-utils';

/*
 * The business's CPF (a person, 11 digits) or CNPJ (a company, 14 digits), typed with or without
 * its mask. Check digits are checked by @brazilian-utils (numeric CNPJ only: the alphanumeric CNPJ
 * the Receita Federal issues from July 2026 is not accepted yet). Stored as digits only.
 * Zod-free, so the input mask does not pull the validation code into a page.
 */

export const CPF_DIGITS = 11;
export const CNPJ_DIGITS = 14;

/** The digits of a document as typed ('12.345.678/0001-95' → '12345678000195'). */
export function documentDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Only what a mask adds: digits, dots, hyphens, one slash and spaces. */
const TYPED = /^[\d.\-/\s]+$/;

/** A valid CPF or CNPJ, masked or not. */
export function isValidDocument(value: string): boolean {
  if (!TYPED.test(value)) return false;
  const digits = documentDigits(value);
  if (digits.length === CPF_DIGITS) return isValidCpf(digits);
  if (digits.length === CNPJ_DIGITS) return isValidCnpj(digits);
  return false;
}

/** 'cpf' or 'cnpj' by the number of digits; null while it is neither. */
export function documentKind(value: string): 'cpf' | 'cnpj' | null {
  const length = documentDigits(value).length;
  if (length === CPF_DIGITS) return 'cpf';
  if (length === CNPJ_DIGITS) return 'cnpj';
  return null;
}

/**
 * The mask as the person types: up to 11 digits read as a CPF (123.456.789-09), more as a CNPJ
 * (12.345.678/0001-95); digits past 14 are dropped.
 */
export function formatDocument(value: string | null | undefined): string {
  const digits = documentDigits(value ?? '').slice(0, CNPJ_DIGITS);
  if (digits === '') return '';
  return digits.length <= CPF_DIGITS ? formatCpf(digits) : formatCnpj(digits);
}
