import { describe, expect, it } from 'vitest';
import { firstNameOf, initialsOf } from './person-name';

describe('person names', () => {
  it('the first name is the first word, ignoring extra spaces', () => {
    expect(firstNameOf('  Ana   Maria Souza ')).toBe('Ana');
  });
  it('initials are the first letters of the first and last words, upper case', () => {
    expect(initialsOf('ana maria souza')).toBe('AS');
    expect(initialsOf('Érica')).toBe('É');
    expect(initialsOf('   ')).toBe('');
  });
});
