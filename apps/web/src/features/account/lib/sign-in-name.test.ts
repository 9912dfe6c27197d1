import { describe, expect, it } from 'vitest';
import { signInName, signInNameField } from './sign-in-name';

describe('signInName', () => {
  it.each([
    ['(11) 98765-4321', { whatsapp: '(11) 98765-4321' }],
    [' +55 11 98765-4321 ', { whatsapp: '+55 11 98765-4321' }],
    ['11987654321', { whatsapp: '11987654321' }],
    ['ana@bar.com', { email: 'ana@bar.com' }],
    ['ana', { email: 'ana' }],
    ['119876x', { email: '119876x' }],
    ['', { email: '' }],
  ])('reads %j as %j', (typed, expected) => {
    expect(signInName(typed)).toEqual(expected);
  });

  it('puts the API messages about the WhatsApp on the one input', () => {
    expect(signInNameField('whatsapp')).toBe('email');
    expect(signInNameField('email')).toBe('email');
    expect(signInNameField('password')).toBe('password');
  });
});
