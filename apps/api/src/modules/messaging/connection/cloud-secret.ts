import type { Queryable } from '../../../db/client';
import type { WhatsappConnectionRow } from '../../../db/schema/index';
import type { SecretBox } from '../../../lib/secret-box';
import { connectionByBusinessToken } from './whatsapp-connections.repository';

/** A Cloud API connection's secrets, sealed together on its row (never answered to the page but the verify token). */
export interface CloudSecret {
  access_token: string;
  app_secret: string;
  verify_token: string;
}

export const sealCloudSecret = (secrets: SecretBox, secret: CloudSecret) => secrets.seal(JSON.stringify(secret));

/** Opened, or null when the row is not a Cloud connection or this process cannot open it (another SECRETS_KEY). */
export function openCloudSecret(secrets: SecretBox | null, row: Pick<WhatsappConnectionRow, 'provider' | 'cloudSecret'>): CloudSecret | null {
  if (row.provider !== 'cloud' || !row.cloudSecret || !secrets) return null;
  try {
    return JSON.parse(secrets.open(row.cloudSecret)) as CloudSecret;
  } catch {
    return null;
  }
}

/** The business a Cloud API webhook URL names and its secrets (the app secret checks the signature; the verify token, Meta's GET). */
export async function cloudWebhookAccount(q: Queryable, secrets: SecretBox | null, businessToken: string): Promise<{ businessId: number; secret: CloudSecret } | null> {
  const row = await connectionByBusinessToken(q, businessToken);
  const secret = row ? openCloudSecret(secrets, row) : null;
  return row && secret ? { businessId: row.businessId, secret } : null;
}
