import { hash, verify } from '@node-rs/argon2';

// Argon2id with the library defaults (19 MiB, 2 passes, 1 lane: OWASP's recommended minimum).
// @node-rs/argon2 defaults to Argon2id; its Algorithm enum is a const enum we cannot import here.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// A login for an unknown e-mail (or an account without a password) still runs one verification, so
// the answer time does not reveal which e-mails have an account.
let dummyHash: Promise<string> | null = null;
function dummy(): Promise<string> {
  dummyHash ??= hash('comanda-dummy-password-never-matches');
  return dummyHash;
}

/** Whether the password matches; a null hash always fails after the same amount of work. */
export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) {
    await verify(await dummy(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false; // a corrupt stored hash is a failed login, not a 500
  }
}
