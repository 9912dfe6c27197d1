import { randomBytes } from 'node:crypto';
import { formatPhone } from '@comanda/domain/phone/phone';
import type { WhatsappConnection } from '@comanda/domain/whatsapp/whatsapp-resource';
import type { Config } from '../../../config';
import type { Db, Queryable } from '../../../db/client';
import type { WhatsappConnectionRow } from '../../../db/schema/index';
import { evolutionWebhookUrl, webhookSecretHash } from '../../../integrations/evolution/notification';
import type { MessagingPairing, MessagingProvider } from '../../../integrations/ports';
import { writeAudit } from '../../../lib/audit';
import type { SecretBox } from '../../../lib/secret-box';
import { messagingProviderOf, senderFor } from '../messaging-provider';
import { openCloudSecret } from './cloud-secret';
import { recordEvent } from '../../../lib/events/record-event';
import { inTransaction } from '../../../lib/unit-of-work';
import { deleteWhatsappConnection, findWhatsappConnection, insertWhatsappConnection, updateWhatsappConnection } from './whatsapp-connections.repository';

/** Where Meta posts a restaurant's replies and receipts (and checks with its GET first). */
export const cloudWebhookUrl = (appUrl: string, businessToken: string) => `${appUrl}/api/v1/webhooks/whatsapp-cloud?business=${encodeURIComponent(businessToken)}`;

// The restaurant's WhatsApp number (issue 35): made at the provider, paired by QR, logged out,
// deleted. The provider is asked first; our row follows what it answered, and every change tells
// the business's screens (`whatsapp.updated`), which read the connection again.

/**
 * The number as the page shows it. `available`: it can send (or, with no number yet, a QR can be
 * paired); `cloud_available`: the Cloud API may be chosen (the server keeps credentials sealed).
 */
export function connectionResource(row: WhatsappConnectionRow | null, ctx: { config: Config; secrets: SecretBox | null; businessToken: string }): WhatsappConnection {
  const pairing = row && row.state !== 'open' && row.qrCode ? { code: row.qrCode, pairing_code: row.pairingCode, updated_at: (row.qrUpdatedAt ?? row.updatedAt).toISOString() } : null;
  const cloudSecret = row ? openCloudSecret(ctx.secrets, row) : null;
  return {
    available: row ? senderFor(ctx.config, row) !== null : messagingProviderOf(ctx.config) !== null,
    cloud_available: ctx.secrets !== null,
    provider: row?.provider ?? null,
    cloud: row?.provider === 'cloud' ? { phone_number_id: row.instance, webhook_url: cloudWebhookUrl(ctx.config.appUrl, ctx.businessToken), verify_token: cloudSecret?.verify_token ?? '' } : null,
    created: row !== null,
    state: row?.state ?? 'close',
    phone: row?.state === 'open' ? row.phone : null,
    pairing,
    paused_reason: row?.pausedReason ?? null,
    paused_at: row?.pausedAt?.toISOString() ?? null,
    connected_at: row?.state === 'open' ? (row.connectedAt?.toISOString() ?? null) : null,
  };
}

export const connectionChanged = (q: Queryable, businessId: number) => recordEvent(q, { businessId, name: 'whatsapp.updated', payload: { data: { what: 'connection' } } });

const pairingColumns = (pairing: MessagingPairing | null, now: Date) =>
  pairing ? { state: 'connecting' as const, qrCode: pairing.code, pairingCode: pairing.pairingCode, qrUpdatedAt: now } : { qrCode: null, pairingCode: null };

type Deps = { db: Db; config: Config; provider: MessagingProvider; now: Date };

/**
 * Creates the business's instance (once: a second call finds it) with our webhook on it, and starts
 * pairing. The webhook's secret is made here and only its hash kept: the URL is given to the provider
 * and never again.
 */
export async function createWhatsappConnection(deps: Deps, business: { id: number; token: string }, userId: number): Promise<WhatsappConnectionRow> {
  const existing = await findWhatsappConnection(deps.db, business.id);
  if (existing) return existing;
  const secret = randomBytes(24).toString('base64url');
  const instance = `comanda-${business.id}-${randomBytes(4).toString('hex')}`;
  await deps.provider.createInstance(instance, evolutionWebhookUrl(deps.config.appUrl, business.token, secret));
  const pairing = await deps.provider.connect(instance);
  return inTransaction(deps.db, async (tx) => {
    const row = await insertWhatsappConnection(tx, { businessId: business.id, instance, webhookSecretHash: webhookSecretHash(secret), state: 'connecting', createdBy: userId, ...pairingColumns(pairing, deps.now) });
    if (!row) {
      // Another request made one at the same moment: ours goes, theirs stands.
      await deps.provider.deleteInstance(instance).catch(() => undefined);
      return (await findWhatsappConnection(tx, business.id))!;
    }
    await connectionChanged(tx, business.id);
    return row;
  });
}

/** Asks the provider for the QR again (a new one once it expired), or learns that the number is connected. */
export async function refreshPairing(deps: Deps, row: WhatsappConnectionRow): Promise<WhatsappConnectionRow> {
  const pairing = await deps.provider.connect(row.instance);
  const values = pairing ? pairingColumns(pairing, deps.now) : { state: 'open' as const, qrCode: null, pairingCode: null };
  return inTransaction(deps.db, async (tx) => {
    const updated = await updateWhatsappConnection(tx, row.businessId, values);
    await connectionChanged(tx, row.businessId);
    return updated ?? row;
  });
}

/** Reads the state from the provider (the page's "verificar conexão"), in case a webhook was lost. */
export async function checkConnection(deps: Deps, row: WhatsappConnectionRow): Promise<WhatsappConnectionRow> {
  const state = await deps.provider.connectionState(row.instance);
  if (state === row.state) return row;
  return inTransaction(deps.db, async (tx) => {
    const updated = await updateWhatsappConnection(tx, row.businessId, { state, ...(state === 'open' ? { qrCode: null, pairingCode: null } : {}) });
    await connectionChanged(tx, row.businessId);
    return updated ?? row;
  });
}

/** Disconnects the number; the instance stays for pairing another (or the same) one. */
export async function logoutWhatsapp(deps: Deps, row: WhatsappConnectionRow, userId: number): Promise<WhatsappConnectionRow> {
  await deps.provider.logout(row.instance);
  return inTransaction(deps.db, async (tx) => {
    const updated = await updateWhatsappConnection(tx, row.businessId, { state: 'close', phone: null, qrCode: null, pairingCode: null, connectedAt: null });
    await writeAudit(tx, { businessId: row.businessId, actorUserId: userId, action: 'whatsapp.logout', entity: 'whatsapp', entityId: null, before: { phone: formatPhone(row.phone) } });
    await connectionChanged(tx, row.businessId);
    return updated ?? row;
  });
}

/** Deletes the instance at the provider and the connection here; the messages already sent stay. */
export async function deleteWhatsapp(deps: { db: Db; provider: MessagingProvider | null }, row: WhatsappConnectionRow, userId: number): Promise<void> {
  // A Cloud API number has nothing to delete at Meta: forgetting its sealed credentials is all.
  if (deps.provider && row.provider === 'evolution') await deps.provider.deleteInstance(row.instance);
  await inTransaction(deps.db, async (tx) => {
    await deleteWhatsappConnection(tx, row.businessId);
    await writeAudit(tx, { businessId: row.businessId, actorUserId: userId, action: 'whatsapp.delete', entity: 'whatsapp', entityId: null, before: { phone: formatPhone(row.phone) } });
    await connectionChanged(tx, row.businessId);
  });
}
