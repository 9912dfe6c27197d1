import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens and links sent by e-mail. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Six digits for a code a person types (WhatsApp change). */
export function newNumericCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Tokens are stored only as their SHA-256: a leaked table grants nothing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
