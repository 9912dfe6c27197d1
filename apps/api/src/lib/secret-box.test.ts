import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox, parseSecretKey } from './secret-box';

describe('secret box', () => {
  const key = randomBytes(32);

  it('opens what it sealed; the same text sealed twice looks different; the text is not in it', () => {
    const box = createSecretBox([key]);
    const sealed = box.seal('APP_USR-123-abc');
    expect(box.open(sealed)).toBe('APP_USR-123-abc');
    expect(box.seal('APP_USR-123-abc')).not.toBe(sealed);
    expect(sealed).not.toContain('APP_USR');
    expect(sealed).toMatch(/^v1\.[0-9a-f]{8}\./);
  });

  it('refuses an altered value, another key’s value and a value never sealed', () => {
    const box = createSecretBox([key]);
    const sealed = box.seal('segredo');
    const parts = sealed.split('.');
    const body = Buffer.from(parts[3]!, 'base64url');
    body[0] = body[0]! ^ 1;
    expect(() => box.open([...parts.slice(0, 3), body.toString('base64url')].join('.'))).toThrow();
    expect(() => createSecretBox([randomBytes(32)]).open(sealed)).toThrow(/unknown key/);
    expect(() => box.open('segredo')).toThrow();
  });

  it('rotates: the new key seals, the previous one still opens what it sealed', () => {
    const old = createSecretBox([key]).seal('antigo');
    const next = randomBytes(32);
    const rotated = createSecretBox([next, key]);
    expect(rotated.open(old)).toBe('antigo');
    expect(createSecretBox([next]).open(rotated.seal('novo'))).toBe('novo');
  });

  it('reads a key as 64 hex digits or base64 of 32 bytes, and nothing else', () => {
    expect(parseSecretKey(key.toString('hex'))).toEqual(key);
    expect(parseSecretKey(key.toString('base64'))).toEqual(key);
    expect(parseSecretKey('curta')).toBeNull();
    expect(parseSecretKey(randomBytes(16).toString('hex'))).toBeNull();
  });
});
