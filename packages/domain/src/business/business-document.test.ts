import { describe, expect, it } from 'vitest';
import { documentDigits, documentKind, formatDocument, isValidDocument } from './business-document';

describe('isValidDocument (CPF or CNPJ, by @brazilian-utils)', () => {
  it('accepts a CPF and a CNPJ, masked or not', () => {
    for (const value of ['529.982.247-25', '52998224725', '11.222.333/0001-81', '11222333000181', ' 11 222 333 0001 81 ']) {
      expect(isValidDocument(value), value).toBe(true);
    }
  });

  it('refuses a wrong check digit, a repeated-digit number, a length that is neither, and letters', () => {
    for (const value of ['529.982.247-24', '11.222.333/0001-82', '111.111.111-11', '00000000000000', '1234567890', '123456789012', '1122233300018a', 'CNPJ 11222333000181']) {
      expect(isValidDocument(value), value).toBe(false);
    }
  });
});

describe('documentDigits / documentKind', () => {
  it('keeps the digits and tells a CPF from a CNPJ by their count', () => {
    expect(documentDigits('11.222.333/0001-81')).toBe('11222333000181');
    expect(documentKind('529.982.247-25')).toBe('cpf');
    expect(documentKind('11.222.333/0001-81')).toBe('cnpj');
    expect(documentKind('11.222')).toBeNull();
  });
});

describe('formatDocument (the input mask)', () => {
  it('masks as a CPF up to 11 digits and as a CNPJ past them, as the person types', () => {
    expect(formatDocument('529')).toBe('529');
    expect(formatDocument('5299822')).toBe('529.982.2');
    expect(formatDocument('52998224725')).toBe('529.982.247-25');
    expect(formatDocument('112223330001')).toBe('11.222.333/0001');
    expect(formatDocument('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('drops what is not a digit and anything past 14 digits; nothing shows as empty', () => {
    expect(formatDocument('11.222.333/0001-8199')).toBe('11.222.333/0001-81');
    expect(formatDocument('abc')).toBe('');
    expect(formatDocument(null)).toBe('');
  });
});
