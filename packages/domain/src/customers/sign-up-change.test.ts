import { describe, expect, it } from 'vitest';
import { signUpChange, type SignUpFields } from './sign-up-change';

const known: SignUpFields = { first_name: 'Ana', last_name: null, email: null, birthday: '1990-05-01', marketing_consent: false };
const asked: SignUpFields = { first_name: 'Mallory', last_name: 'Souza', email: 'ana@example.com', birthday: '2000-01-01', marketing_consent: true };

describe('a sign-up for a number the business already has', () => {
  it('fills blanks and gives consent, never replacing what the customer has', () => {
    expect(signUpChange(known, asked)).toEqual({ last_name: 'Souza', email: 'ana@example.com', marketing_consent: true });
  });

  it('an unticked box withdraws no consent, and the same data changes nothing', () => {
    expect(signUpChange({ ...known, marketing_consent: true }, { ...known, marketing_consent: false })).toEqual({});
    expect(signUpChange(known, known)).toEqual({});
  });
});
