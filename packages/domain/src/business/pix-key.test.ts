import { describe, expect, it } from 'vitest';
import { formatPixKey, isValidPixKey, maskPixKeyInput, normalizePixKey } from './pix-key';

describe('normalizePixKey: each kind, as typed, into its DICT form', () => {
  it('CPF: with or without its mask, into 11 digits; a wrong check digit or a repeated number is refused', () => {
    expect(normalizePixKey('cpf', '123.456.789-09')).toBe('12345678909');
    expect(normalizePixKey('cpf', ' 12345678909 ')).toBe('12345678909');
    expect(normalizePixKey('cpf', '123.456.789-00')).toBeNull();
    expect(normalizePixKey('cpf', '111.111.111-11')).toBeNull();
    expect(normalizePixKey('cpf', '1234567890')).toBeNull();
  });

  it('CNPJ: numeric and the new alphanumeric ones, into 14 upper-case characters', () => {
    expect(normalizePixKey('cnpj', '12.345.678/0001-95')).toBe('12345678000195');
    expect(normalizePixKey('cnpj', 'q0.slf.mbd/7vx4-39')).toBe('Q0SLFMBD7VX439');
    expect(normalizePixKey('cnpj', '12.345.678/0001-90')).toBeNull();
    expect(normalizePixKey('cnpj', '00.000.000/0000-00')).toBeNull();
  });

  it('e-mail: trimmed and lower case; at most 77 characters', () => {
    expect(normalizePixKey('email', '  Caixa@Pizzaria.COM.br ')).toBe('caixa@pizzaria.com.br');
    expect(normalizePixKey('email', 'caixa@pizzaria')).toBeNull();
    expect(normalizePixKey('email', 'caixa pizzaria.com')).toBeNull();
    expect(normalizePixKey('email', `${'a'.repeat(70)}@ab.com`)).toBe(`${'a'.repeat(70)}@ab.com`);
    expect(normalizePixKey('email', `${'a'.repeat(71)}@ab.com`)).toBeNull();
  });

  it('phone: a mobile with DDD, with or without +55, into E.164; a landline is not a Pix key', () => {
    expect(normalizePixKey('phone', '(11) 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('phone', '+55 11 98765-4321')).toBe('+5511987654321');
    expect(normalizePixKey('phone', '11987654321')).toBe('+5511987654321');
    expect(normalizePixKey('phone', '(11) 3000-0000')).toBeNull();
    expect(normalizePixKey('phone', '98765-4321')).toBeNull();
    expect(normalizePixKey('phone', 'tel 11987654321')).toBeNull();
  });

  it('phone: eleven digits that are also a valid CPF stay a phone when the owner says phone', () => {
    // 519.982.597-65 is a valid CPF and (51) 99825-9765 a valid mobile.
    expect(normalizePixKey('cpf', '51998259765')).toBe('51998259765');
    expect(normalizePixKey('phone', '51998259765')).toBe('+5551998259765');
  });

  it('random key: a UUID with its hyphens, into lower case', () => {
    expect(normalizePixKey('random', '71C7D9BE-4B85-4E43-9F1C-1F3B8B4E9A2D')).toBe('71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d');
    expect(normalizePixKey('random', '71c7d9be4b854e439f1c1f3b8b4e9a2d')).toBeNull();
    expect(normalizePixKey('random', '71c7d9be-4b85-4e43-9f1c')).toBeNull();
  });

  it('a valid key of another kind is refused: the kind chosen must match', () => {
    expect(normalizePixKey('email', '123.456.789-09')).toBeNull();
    expect(normalizePixKey('cpf', 'caixa@pizzaria.com.br')).toBeNull();
    expect(normalizePixKey('cnpj', '123.456.789-09')).toBeNull();
    expect(normalizePixKey('random', '(11) 98765-4321')).toBeNull();
  });

  it('empty and overlong texts are refused', () => {
    expect(normalizePixKey('email', '   ')).toBeNull();
    expect(isValidPixKey('email', `${'a'.repeat(120)}@ab.com`)).toBe(false);
    expect(isValidPixKey('cpf', '123.456.789-09')).toBe(true);
  });
});

describe('formatPixKey: a stored key as people write it', () => {
  it('masks CPF, CNPJ and phone; leaves e-mail and random keys as stored', () => {
    expect(formatPixKey('cpf', '12345678909')).toBe('123.456.789-09');
    expect(formatPixKey('cnpj', '12345678000195')).toBe('12.345.678/0001-95');
    expect(formatPixKey('cnpj', 'Q0SLFMBD7VX439')).toBe('Q0.SLF.MBD/7VX4-39');
    expect(formatPixKey('phone', '+5511987654321')).toBe('(11) 98765-4321');
    expect(formatPixKey('email', 'caixa@pizzaria.com.br')).toBe('caixa@pizzaria.com.br');
  });
});

describe('maskPixKeyInput: punctuation added as the key is typed', () => {
  it('CPF and CNPJ grow their mask and stop at their length', () => {
    expect(maskPixKeyInput('cpf', '1234567')).toBe('123.456.7');
    expect(maskPixKeyInput('cpf', '123456789099999')).toBe('123.456.789-09');
    expect(maskPixKeyInput('cnpj', '12345678000195')).toBe('12.345.678/0001-95');
    expect(maskPixKeyInput('cnpj', 'q0slfmbd7vx439')).toBe('Q0.SLF.MBD/7VX4-39');
  });

  it('phone: area code in parentheses, hyphen before the last four digits; a pasted +55 is dropped', () => {
    expect(maskPixKeyInput('phone', '1')).toBe('(1');
    expect(maskPixKeyInput('phone', '119876')).toBe('(11) 9876');
    expect(maskPixKeyInput('phone', '1198765')).toBe('(11) 9876-5');
    expect(maskPixKeyInput('phone', '1130000000')).toBe('(11) 3000-0000');
    expect(maskPixKeyInput('phone', '11987654321')).toBe('(11) 98765-4321');
    expect(maskPixKeyInput('phone', '+55 11 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPixKeyInput('phone', '')).toBe('');
  });

  it('random key: hex digits only, lower case, hyphens at 8-4-4-4-12', () => {
    expect(maskPixKeyInput('random', '71C7D9BE4B85')).toBe('71c7d9be-4b85');
    expect(maskPixKeyInput('random', '71c7d9be4b854e439f1c1f3b8b4e9a2dff')).toBe('71c7d9be-4b85-4e43-9f1c-1f3b8b4e9a2d');
  });

  it('e-mail is left as typed', () => {
    expect(maskPixKeyInput('email', 'Caixa@')).toBe('Caixa@');
  });
});
