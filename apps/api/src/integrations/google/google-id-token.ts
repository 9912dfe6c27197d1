import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';

// Google Sign-In: the browser gets an ID token (a JWT signed by Google) and we verify it ourselves
// against Google's published keys (INTEGRATIONS.md "Social sign-in"). No call to Google per login
// beyond the cached key set.

export interface GoogleConfig {
  clientId: string | undefined;
  jwksUrl: string;
  issuer: string;
}

export interface GoogleIdentity {
  sub: string;
  email: string;
  name: string | null;
}

export class GoogleTokenError extends Error {
  override name = 'GoogleTokenError';
}

// jose caches the keys and refetches on an unknown key id; one set per URL, for the process.
const keySets = new Map<string, JWTVerifyGetKey>();
function keySet(url: string): JWTVerifyGetKey {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000 });
    keySets.set(url, set);
  }
  return set;
}

/** Google writes its issuer with or without the scheme. */
function issuers(configured: string): string[] {
  return [...new Set([configured, 'accounts.google.com', 'https://accounts.google.com'])];
}

/**
 * The identity in a Google ID token, or a GoogleTokenError: bad signature, wrong issuer or audience,
 * expired, or an e-mail Google has not verified (which must never be linked to an account).
 */
export async function verifyGoogleIdToken(config: GoogleConfig, token: string): Promise<GoogleIdentity> {
  if (!config.clientId) throw new GoogleTokenError('GOOGLE_CLIENT_ID is not configured');
  let payload;
  try {
    ({ payload } = await jwtVerify(token, keySet(config.jwksUrl), {
      issuer: issuers(config.issuer),
      audience: config.clientId,
      algorithms: ['RS256'],
    }));
  } catch (err) {
    throw new GoogleTokenError(err instanceof Error ? err.message : 'invalid token');
  }
  const { sub, email, email_verified: verified, name } = payload as Record<string, unknown>;
  if (typeof sub !== 'string' || !sub) throw new GoogleTokenError('token without sub');
  if (typeof email !== 'string' || !email) throw new GoogleTokenError('token without email');
  if (verified !== true && verified !== 'true') throw new GoogleTokenError('e-mail not verified by Google');
  return { sub, email: email.trim().toLowerCase(), name: typeof name === 'string' && name.trim() ? name.trim() : null };
}
