import type { CloudConnectionBody } from '@comanda/domain/whatsapp/whatsapp-resource';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import type { WhatsappConnectionRow } from '../../../db/schema/index';
import { CloudApiError, cloudApiClient } from '../../../integrations/whatsapp-cloud/client';
import { AppError, fieldError } from '../../../lib/app-error';
import { isUniqueViolation } from '../../../lib/db-errors';
import { writeAudit } from '../../../lib/audit';
import { msg } from '../../../lib/messages';
import { toE164 } from '../../../lib/phone';
import type { SecretBox } from '../../../lib/secret-box';
import { inTransaction } from '../../../lib/unit-of-work';
import { resumeQueuedMessages } from '../messages/queue-message';
import { openCloudSecret, sealCloudSecret } from './cloud-secret';
import { connectionChanged } from './whatsapp-connection';
import { findWhatsappConnection, updateWhatsappConnection, upsertWhatsappConnection } from './whatsapp-connections.repository';

// A number on the WhatsApp Cloud API (issue 35; docs/decisions/0052): the restaurant's own Meta app.
// No QR: the owner pastes the phone number id, a permanent access token, the app secret (which signs
// Meta's webhooks) and a verify token of their choosing; Comanda checks the id and token with Meta
// before keeping them, sealed. The owner then pastes the webhook URL and verify token into Meta.

type Deps = { db: Db; config: Config; secrets: SecretBox | null; lang: Lang };

/** The number as Meta answers for the id and token; a refusal becomes the field it is about. */
async function numberAtMeta(deps: Deps, phoneNumberId: string, accessToken: string): Promise<string | null> {
  try {
    const number = await cloudApiClient({ baseUrl: deps.config.whatsapp.cloudApiUrl, phoneNumberId, accessToken }).phoneNumber();
    return toE164(number.displayPhoneNumber);
  } catch (err) {
    if (!(err instanceof CloudApiError)) throw err;
    if (err.code === 'unauthorized') throw fieldError('access_token', msg(deps.lang, 'whatsapp_cloud_token_refused'));
    if (err.code === 'refused') throw fieldError('phone_number_id', msg(deps.lang, 'whatsapp_cloud_number_unknown'));
    throw new AppError('provider_unavailable', msg(deps.lang, 'whatsapp_unreachable'));
  }
}

/** Connects (or replaces the credentials of) the business's Cloud API number; 409 while it has a QR one. */
export async function connectCloud(deps: Deps, businessId: number, body: CloudConnectionBody, userId: number): Promise<WhatsappConnectionRow> {
  if (!deps.secrets) throw new AppError('conflict', msg(deps.lang, 'whatsapp_secrets_missing'));
  const existing = await findWhatsappConnection(deps.db, businessId);
  if (existing && existing.provider !== 'cloud') throw new AppError('conflict', msg(deps.lang, 'whatsapp_other_provider'));
  const phone = await numberAtMeta(deps, body.phone_number_id, body.access_token);
  const cloudSecret = sealCloudSecret(deps.secrets, { access_token: body.access_token, app_secret: body.app_secret, verify_token: body.verify_token });
  const now = new Date();
  try {
    return await storeCloudConnection(deps, businessId, body, { cloudSecret, phone, now, userId });
  } catch (err) {
    // One Meta number serves one restaurant: another business has this phone number id.
    if (isUniqueViolation(err, 'whatsapp_connections_instance_unique')) throw fieldError('phone_number_id', msg(deps.lang, 'whatsapp_cloud_number_taken'));
    throw err;
  }
}

async function storeCloudConnection(deps: Deps, businessId: number, body: CloudConnectionBody, v: { cloudSecret: string; phone: string | null; now: Date; userId: number }): Promise<WhatsappConnectionRow> {
  const { cloudSecret, phone, now, userId } = v;
  return inTransaction(deps.db, async (tx) => {
    const row = await upsertWhatsappConnection(tx, {
      businessId,
      provider: 'cloud',
      instance: body.phone_number_id,
      // Meta signs its webhooks with the app secret (in cloudSecret): no URL secret to keep.
      webhookSecretHash: '',
      cloudSecret,
      state: 'open',
      phone,
      connectedAt: now,
      qrCode: null,
      pairingCode: null,
      pausedReason: null,
      pausedAt: null,
      createdBy: userId,
    });
    if (!row) throw new AppError('conflict', msg(deps.lang, 'whatsapp_other_provider'));
    await writeAudit(tx, { businessId, actorUserId: userId, action: 'whatsapp.connect', entity: 'whatsapp', entityId: null, after: { provider: 'cloud', phone_number_id: body.phone_number_id } });
    await resumeQueuedMessages(tx, businessId);
    await connectionChanged(tx, businessId);
    return row;
  });
}

/** Asks Meta whether the id and token still work ("verificar conexão"): open, or closed once the token is refused. */
export async function checkCloudConnection(deps: Deps, row: WhatsappConnectionRow): Promise<WhatsappConnectionRow> {
  const secret = openCloudSecret(deps.secrets, row);
  if (!secret) throw new AppError('conflict', msg(deps.lang, 'whatsapp_secrets_missing'));
  let state: WhatsappConnectionRow['state'] = 'open';
  try {
    await cloudApiClient({ baseUrl: deps.config.whatsapp.cloudApiUrl, phoneNumberId: row.instance, accessToken: secret.access_token }).phoneNumber();
  } catch (err) {
    if (!(err instanceof CloudApiError) || (err.code !== 'unauthorized' && err.code !== 'refused')) throw err;
    state = 'close';
  }
  if (state === row.state) return row;
  return inTransaction(deps.db, async (tx) => {
    const updated = await updateWhatsappConnection(tx, row.businessId, { state, ...(state === 'open' ? { connectedAt: new Date() } : {}) });
    if (state === 'open') await resumeQueuedMessages(tx, row.businessId);
    await connectionChanged(tx, row.businessId);
    return updated ?? row;
  });
}
