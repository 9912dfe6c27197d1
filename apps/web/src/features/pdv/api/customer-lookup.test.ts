import { describe, expect, it } from 'vitest';
import { lookupTerm } from './customer-lookup';

describe('what the PDV looks a customer up by', () => {
  it('the phone digits once there are four, else the name from two letters', () => {
    expect(lookupTerm('', '(11) 9')).toBeNull();
    expect(lookupTerm('', '(11) 98')).toBe('1198');
    expect(lookupTerm('Ana', '11 98')).toBe('1198');
    expect(lookupTerm('A', '')).toBeNull();
    expect(lookupTerm(' An ', '')).toBe('An');
  });
});
