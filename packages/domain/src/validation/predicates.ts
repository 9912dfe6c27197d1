/**
 * Plain predicates behind the custom rules of spec §5, usable without zod (e.g. an input mask).
 */

const HOUR_PATTERN = /^([01]?\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/** Hour part of 'HH:MM' (or 'HH:MM:SS', as PostgreSQL returns a time), or null when malformed. */
export function hourOf(value: string): number | null {
  const match = HOUR_PATTERN.exec(value.trim());
  return match ? Number(match[1]) : null;
}

/** max_hour: the hour part must be below `length`. */
export function isBelowMaxHour(value: string, length: number): boolean {
  const hour = hourOf(value);
  return hour !== null && hour < length;
}

/** min_hour: the hour part must be above `length`. */
export function isAboveMinHour(value: string, length: number): boolean {
  const hour = hourOf(value);
  return hour !== null && hour > length;
}

export type DecimalOptions = {
  /** Maximum digits after the separator; undefined means any number of them. */
  decimals?: number;
  separator?: string;
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** decimal: optional sign, digits, and at most `decimals` digits after `separator`. Empty fails. */
export function isDecimal(value: string, { decimals, separator = '.' }: DecimalOptions = {}): boolean {
  if (value === '') return false;
  if (decimals === 0) return /^[-+]?\d+$/.test(value);
  const fraction = decimals === undefined ? '\\d+' : `\\d{1,${decimals}}`;
  const sep = escapeRegExp(separator);
  return new RegExp(`^[-+]?(\\d+(${sep}${fraction})?|${sep}${fraction})$`).test(value);
}

/** Reads a weight typed with a comma or a dot as separator ('0,5' → 0.5); null when not a number. */
export function parseWeight(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const normalised = value.trim().replace(',', '.');
  if (!/^\d*\.?\d+$|^\d+\.$/.test(normalised)) return null;
  return Number(normalised);
}

const ISO_DATE = /^(19|20)\d{2}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

/** date: YYYY-MM-DD, years 19xx or 20xx, and a day that exists in that month. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const probe = new Date(Date.UTC(year, month - 1, day));
  return probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
}

/** slug: groups of lower-case letters and digits joined by single hyphens. */
export function isSlug(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/** integer: a whole number, as a number or as a string of digits with an optional minus sign. */
export function isStrictInteger(value: unknown): boolean {
  if (typeof value === 'number') return Number.isSafeInteger(value);
  return typeof value === 'string' && /^-?\d+$/.test(value) && Number.isSafeInteger(Number(value));
}

/** numeric: digits only (vee-validate's numeric). */
export function isNumericString(value: string): boolean {
  return /^\d+$/.test(value);
}

/** object: an object whose `key` holds a non-empty value (a select returning {id, name}). */
export function hasNonEmptyKey(value: unknown, key: string): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const held = (value as Record<string, unknown>)[key];
  if (held === undefined || held === null) return false;
  if (typeof held === 'string') return held.trim() !== '';
  if (Array.isArray(held)) return held.length > 0;
  return true;
}

/** How many letters (of any alphabet, accents included) a text holds: 'J.' has 1, 'Zé' has 2. */
export function letterCount(value: string): number {
  return value.match(/\p{L}/gu)?.length ?? 0;
}
