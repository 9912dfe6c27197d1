import { describe, expect, it } from 'vitest';
import { formatZipcodeInput } from './zipcode-input';

describe('formatZipcodeInput', () => {
  it('adds the hyphen after five digits and keeps at most eight', () => {
    expect(formatZipcodeInput('01310')).toBe('01310');
    expect(formatZipcodeInput('013101')).toBe('01310-1');
    expect(formatZipcodeInput('01310-1009')).toBe('01310-100');
    expect(formatZipcodeInput('ab01310100')).toBe('01310-100');
  });
});
