import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/*
 * Secrets kept at rest encrypted (issue 34: a restaurant's payment credentials): AES-256-GCM with a
 * key from configuration (SECRETS_KEY), never with anything stored beside the data. A sealed value
 * names the key it was sealed with (the first 8 hex digits of the key's SHA-256), so the key can be
 * rotated: the new key in SECRETS_KEY seals, the old one in SECRETS_KEY_PREVIOUS still opens what it
 * sealed until those rows are sealed again. Format: `v1.<key id>.<iv>.<ciphertext + tag>` (base64url).
 */

export interface SecretBox {
  seal(plain: string): string;
  /** Throws when the value was sealed with a key this process does not have, or was altered. */
  open(sealed: string): string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;

const keyId = (key: Buffer) => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** Reads a 32-byte key written as 64 hex digits or as base64; null when it is neither. */
export function parseSecretKey(text: string): Buffer | null {
  const trimmed = text.trim();
  const bytes = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, 'hex') : Buffer.from(trimmed, 'base64');
  return bytes.length === 32 ? bytes : null;
}

/** `keys[0]` seals; every key opens what it sealed. */
export function createSecretBox(keys: readonly Buffer[]): SecretBox {
  if (keys.length === 0 || keys.some((key) => key.length !== 32)) throw new Error('secret box: keys of 32 bytes');
  const byId = new Map(keys.map((key) => [keyId(key), key]));
  const current = keys[0]!;
  const currentId = keyId(current);
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
      return ['v1', currentId, iv.toString('base64url'), body.toString('base64url')].join('.');
    },
    open(sealed) {
      const [version, id, ivText, bodyText] = sealed.split('.');
      const key = id ? byId.get(id) : undefined;
      if (version !== 'v1' || !key || !ivText || !bodyText) throw new Error('secret box: sealed with an unknown key or not sealed');
      const body = Buffer.from(bodyText, 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(ivText, 'base64url'));
      decipher.setAuthTag(body.subarray(body.length - TAG_BYTES));
      return Buffer.concat([decipher.update(body.subarray(0, body.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

const perKeys = new WeakMap<readonly Buffer[], SecretBox>();

/** The secret box of a configuration's keys (config.secretKeys), made once; null without keys. */
export function secretBoxOf(config: { secretKeys: readonly Buffer[] | null }): SecretBox | null {
  if (!config.secretKeys) return null;
  let box = perKeys.get(config.secretKeys);
  if (!box) {
    box = createSecretBox(config.secretKeys);
    perKeys.set(config.secretKeys, box);
  }
  return box;
}
