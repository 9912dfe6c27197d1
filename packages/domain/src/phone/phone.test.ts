import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodErrorMap } from '../validation/error-map';
import { formatPhone, isCompletePhone, whatsappUrl } from './phone';
import { phoneSchema } from './phone-schema';

describe('phones are shown as a Brazilian writes them', () => {
  it('a mobile in E.164 reads (11) 98765-4321', () => {
    expect(formatPhone('+5511987654321')).toBe('(11) 98765-4321');
  });
  it('a landline reads (11) 3333-4444', () => {
    expect(formatPhone('+551133334444')).toBe('(11) 3333-4444');
  });
  it('a number typed without country code is Brazilian', () => {
    expect(formatPhone('11987654321')).toBe('(11) 98765-4321');
  });
  it('a foreign number keeps its country code', () => {
    expect(formatPhone('+12133734253')).toBe('+1 213 373 4253');
  });
  it('no number is an empty text; text that is no phone stays as it is', () => {
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('')).toBe('');
    expect(formatPhone('abc')).toBe('abc');
  });
});

describe('an incomplete phone is refused', () => {
  it('(12) 3 and 12345 are incomplete; a full mobile or landline is complete', () => {
    expect(isCompletePhone('(12) 3')).toBe(false);
    expect(isCompletePhone('12345')).toBe(false);
    expect(isCompletePhone('(11) 98765-4321')).toBe(true);
    expect(isCompletePhone('(11) 3333-4444')).toBe(true);
    expect(isCompletePhone('+55 11 98765-4321')).toBe(true);
  });

  it('the schema says what is wrong, on the field, in pt and en', () => {
    const schema = z.object({ whatsapp: phoneSchema });
    const message = (lang: 'pt' | 'en') => schema.safeParse({ whatsapp: '(12) 3' }, { error: zodErrorMap(lang) }).error?.issues.map((i) => [i.path, i.message]);
    expect(message('pt')).toEqual([[['whatsapp'], 'O campo WhatsApp deve ser um número de telefone válido, com DDD']]);
    expect(message('en')).toEqual([[['whatsapp'], 'The WhatsApp field must be a valid phone number, with area code']]);
  });

  it('letters are a format error, not a second message about completeness', () => {
    const issues = phoneSchema.safeParse('abc').error?.issues ?? [];
    expect(issues.map((i) => i.code)).toEqual(['invalid_format']);
  });

  it('a complete number passes, trimmed', () => {
    expect(phoneSchema.parse(' (11) 98765-4321 ')).toBe('(11) 98765-4321');
  });
});

describe('whatsappUrl', () => {
  it('opens a chat with the number in E.164, Brazil when no country is given; null for what is no phone', () => {
    expect(whatsappUrl('(11) 98765-4321')).toBe('https://wa.me/5511987654321');
    expect(whatsappUrl('+1 213 373 4253')).toBe('https://wa.me/12133734253');
    expect(whatsappUrl('12')).toBeNull();
    expect(whatsappUrl(null)).toBeNull();
  });
});
