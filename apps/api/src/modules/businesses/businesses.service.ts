import { randomBytes } from 'node:crypto';
import type { CreateBusinessBody, UpdateBusinessBody } from '@comanda/domain/business/business-schemas';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Db } from '../../db/client';
import { inTransaction } from '../../lib/unit-of-work';
import { normalizeWhatsapp } from '../../lib/phone';
import type { BusinessRow } from '../../plugins/tenancy';
import { insertBusiness, updateBusiness, type BusinessPatch } from './businesses.repository';
import { addMember, setCurrentBusiness } from './memberships.repository';

const DAY_MS = 86_400_000;

/** Public identifier of the customer-facing links (spec: business_token): 128 random bits, URL-safe. */
export function newBusinessToken(): string {
  return randomBytes(16).toString('base64url');
}

function fieldsOf(body: UpdateBusinessBody, lang: Lang): BusinessPatch {
  const patch: BusinessPatch = {};
  if (body.name !== undefined) patch.name = body.name;
  if (body.whatsapp !== undefined) patch.whatsapp = normalizeWhatsapp(body.whatsapp, lang);
  if (body.segment !== undefined) patch.segment = body.segment;
  if (body.zipcode !== undefined) patch.zipcode = body.zipcode.replace(/^(\d{5})-?(\d{3})$/, '$1-$2');
  if (body.address_street !== undefined) patch.addressStreet = body.address_street;
  if (body.address_number !== undefined) patch.addressNumber = body.address_number;
  if (body.address_complement !== undefined) patch.addressComplement = body.address_complement || null;
  if (body.district !== undefined) patch.district = body.district;
  if (body.city !== undefined) patch.city = body.city;
  if (body.state !== undefined) patch.state = body.state;
  if (body.delivery_fee !== undefined) patch.deliveryFee = body.delivery_fee;
  if (body.is_checkout_enabled !== undefined) patch.isCheckoutEnabled = body.is_checkout_enabled;
  if (body.timezone !== undefined) patch.timezone = body.timezone;
  return patch;
}

/**
 * Creates a business owned by the user: owner membership, current business, and a trial (free plan
 * expiring in `trialDays` days: spec §4 "Trial = free plan with an expiry and not expired").
 */
export async function createBusiness(
  db: Db,
  { userId, body, lang, trialDays, now = new Date() }: { userId: number; body: CreateBusinessBody; lang: Lang; trialDays: number; now?: Date },
): Promise<BusinessRow> {
  const fields = fieldsOf(body, lang);
  return inTransaction(db, async (tx) => {
    const business = await insertBusiness(tx, {
      name: body.name,
      whatsapp: fields.whatsapp!,
      segment: body.segment,
      zipcode: fields.zipcode!,
      addressStreet: body.address_street,
      addressNumber: body.address_number,
      addressComplement: fields.addressComplement ?? null,
      district: body.district,
      city: body.city,
      state: body.state,
      deliveryFee: body.delivery_fee ?? 0,
      token: newBusinessToken(),
      plan: 'free',
      planExpiresAt: new Date(now.getTime() + trialDays * DAY_MS),
    });
    await addMember(tx, { businessId: business.id, userId, role: 'owner' });
    await setCurrentBusiness(tx, userId, business.id);
    return business;
  });
}

/** Null when the business is gone (deleted meanwhile): the route answers 404. */
export async function editBusiness(db: Db, id: number, body: UpdateBusinessBody, lang: Lang): Promise<BusinessRow | null> {
  return updateBusiness(db, id, fieldsOf(body, lang));
}
