import { describe, expect, it } from 'vitest';
import {
  hasNonEmptyKey, hourOf, isAboveMinHour, isBelowMaxHour, isDecimal, isIsoDate, isNumericString, isSlug,
  isStrictInteger, parseWeight,
} from './predicates';

describe('max_hour / min_hour predicates', () => {
  it('reads the hour part of HH:MM and HH:MM:SS, null when malformed', () => {
    expect(hourOf('08:30')).toBe(8);
    expect(hourOf('23:59:59')).toBe(23);
    expect(hourOf('24:00')).toBeNull();
    expect(hourOf('8h30')).toBeNull();
    expect(hourOf('12:60')).toBeNull();
  });

  it('max_hour: the hour must be strictly below the length', () => {
    expect(isBelowMaxHour('23:59', 24)).toBe(true);
    expect(isBelowMaxHour('12:00', 12)).toBe(false);
    expect(isBelowMaxHour('11:59', 12)).toBe(true);
  });

  it('min_hour: the hour must be strictly above the length', () => {
    expect(isAboveMinHour('06:00', 5)).toBe(true);
    expect(isAboveMinHour('05:59', 5)).toBe(false);
  });
});

describe('decimal predicate', () => {
  it('empty fails', () => expect(isDecimal('')).toBe(false));
  it('accepts any number of places by default, with the dot', () => {
    expect(isDecimal('12')).toBe(true);
    expect(isDecimal('12.345678')).toBe(true);
    expect(isDecimal('-0.5')).toBe(true);
    expect(isDecimal('.5')).toBe(true);
    expect(isDecimal('12,5')).toBe(false);
    expect(isDecimal('1.2.3')).toBe(false);
    expect(isDecimal('-')).toBe(false);
    expect(isDecimal('abc')).toBe(false);
  });
  it('limits the places when decimals is given, boundary included', () => {
    expect(isDecimal('1.25', { decimals: 2 })).toBe(true);
    expect(isDecimal('1.255', { decimals: 2 })).toBe(false);
    expect(isDecimal('1', { decimals: 0 })).toBe(true);
    expect(isDecimal('1.5', { decimals: 0 })).toBe(false);
  });
  it('uses the separator given', () => {
    expect(isDecimal('12,50', { separator: ',' })).toBe(true);
    expect(isDecimal('12.50', { separator: ',' })).toBe(false);
  });
});

describe('min_weight parsing', () => {
  it('allows a comma as separator', () => {
    expect(parseWeight('0,5')).toBe(0.5);
    expect(parseWeight('1.25')).toBe(1.25);
    expect(parseWeight(2)).toBe(2);
  });
  it('refuses what is not a number', () => {
    expect(parseWeight('abc')).toBeNull();
    expect(parseWeight('1,2,3')).toBeNull();
    expect(parseWeight('')).toBeNull();
    expect(parseWeight(Number.NaN)).toBeNull();
  });
});

describe('date predicate', () => {
  it('accepts YYYY-MM-DD with a 19xx or 20xx year', () => {
    expect(isIsoDate('2025-07-01')).toBe(true);
    expect(isIsoDate('1999-12-31')).toBe(true);
  });
  it('refuses other years, other formats and days that do not exist', () => {
    expect(isIsoDate('2100-01-01')).toBe(false);
    expect(isIsoDate('1899-01-01')).toBe(false);
    expect(isIsoDate('01/07/2025')).toBe(false);
    expect(isIsoDate('2025-7-1')).toBe(false);
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoDate('2024-02-29')).toBe(true);
  });
});

describe('slug predicate', () => {
  it('accepts lower-case letters and digits in hyphen-joined groups', () => {
    expect(isSlug('pizzaria-do-ze-2')).toBe(true);
    expect(isSlug('abc')).toBe(true);
  });
  it('refuses capitals, double, leading or trailing hyphens, spaces and accents', () => {
    for (const bad of ['Pizza', 'a--b', '-a', 'a-', 'a b', 'café', '']) expect(isSlug(bad), bad).toBe(false);
  });
});

describe('integer predicate', () => {
  it('accepts whole numbers as numbers or digit strings', () => {
    expect(isStrictInteger(3)).toBe(true);
    expect(isStrictInteger(-3)).toBe(true);
    expect(isStrictInteger('42')).toBe(true);
  });
  it('refuses fractions, exponents, blanks and other types', () => {
    for (const bad of [1.5, '1.0', '1e3', ' 1', '', true, null, Number.NaN]) expect(isStrictInteger(bad), String(bad)).toBe(false);
  });
});

describe('numeric and object predicates', () => {
  it('numeric is digits only', () => {
    expect(isNumericString('01310100')).toBe(true);
    expect(isNumericString('01310-100')).toBe(false);
  });
  it('object needs its key non-empty', () => {
    expect(hasNonEmptyKey({ id: 3 }, 'id')).toBe(true);
    expect(hasNonEmptyKey({ id: 0 }, 'id')).toBe(true);
    expect(hasNonEmptyKey({ id: '' }, 'id')).toBe(false);
    expect(hasNonEmptyKey({ id: null }, 'id')).toBe(false);
    expect(hasNonEmptyKey({}, 'id')).toBe(false);
    expect(hasNonEmptyKey('3', 'id')).toBe(false);
    expect(hasNonEmptyKey([3], '0')).toBe(false);
  });
});
