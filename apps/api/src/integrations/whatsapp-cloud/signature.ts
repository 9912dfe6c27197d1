import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The Cloud API's webhooks (INTEGRATIONS.md "WhatsApp"): Meta first checks the URL with a GET carrying
 * `hub.mode=subscribe`, our verify token and a challenge to echo; then every POST is signed
 * `X-Hub-Signature-256: sha256=<hex HMAC-SHA256 of the raw body with the app secret>`.
 */

export function cloudSignature(rawBody: string | Buffer, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

/** Whether the header is the raw body's signature with the app secret (compared in constant time). */
export function verifyCloudSignature(rawBody: string | Buffer, header: string | undefined, appSecret: string): boolean {
  if (!header || !/^sha256=[0-9a-f]{64}$/.test(header)) return false;
  const expected = Buffer.from(cloudSignature(rawBody, appSecret));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The challenge to echo for Meta's verification GET, or null when it is not ours. */
export function cloudChallenge(query: Record<string, unknown>, verifyToken: string): string | null {
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (query['hub.mode'] !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string') return null;
  const a = Buffer.from(token);
  const b = Buffer.from(verifyToken);
  return a.length === b.length && timingSafeEqual(a, b) && /^[\w-]{1,200}$/.test(challenge) ? challenge : null;
}
