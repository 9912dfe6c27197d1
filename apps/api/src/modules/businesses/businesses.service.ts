import { randomBytes } from 'node:crypto';
import type { CreateBusinessBody, UpdateBusinessBody } from '@comanda/domain/business/business-schemas';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Db } from '../../db/client';
import { inTransaction } from '../../lib/unit-of-work';
import { normalizeWhatsapp } from '../../lib/phone';
import type { BusinessRow } from '../../plugins/tenancy';
import { isUniqueViolation } from '../../lib/db-errors';
import { writeAudit } from '../../lib/audit';
import { BUSINESS_SLUG_UNIQUE, insertBusiness, profileOfRow, updateBusinessProfile, type BusinessProfile } from './businesses.repository';
import { addMember, setCurrentBusiness } from './memberships.repository';

const DAY_MS = 86_400_000;

/** Public identifier of the customer-facing links (spec: business_token): 128 random bits, URL-safe. */
export function newBusinessToken(): string {
  return randomBytes(16).toString('base64url');
}

/** '01310100' and '01310-100' are stored alike, with the hyphen. */
function storedZipcode(zipcode: string): string {
  return zipcode.replace(/^(\d{5})-?(\d{3})$/, '$1-$2');
}

/** The address columns, as /setup and the business page send them (the CEP stored in its one form). */
function addressOf(body: Pick<CreateBusinessBody, 'zipcode' | 'address_street' | 'address_number' | 'address_complement' | 'district' | 'city' | 'state'>) {
  return {
    zipcode: storedZipcode(body.zipcode),
    addressStreet: body.address_street,
    addressNumber: body.address_number,
    addressComplement: body.address_complement || null,
    district: body.district,
    city: body.city,
    state: body.state,
  };
}

/** The columns of the business page, as PUT v1/businesses/{id} replaces them. */
function profileOf(body: UpdateBusinessBody, lang: Lang): BusinessProfile {
  return {
    name: body.name,
    segment: body.segment,
    whatsapp: normalizeWhatsapp(body.whatsapp, lang),
    email: body.email ?? null,
    document: body.document ?? null,
    ...addressOf(body),
    timezone: body.timezone,
    slug: body.slug ?? null,
    isCheckoutEnabled: body.is_checkout_enabled,
  };
}

/**
 * Creates a business owned by the user: owner membership, current business, and a trial (free plan
 * expiring in `trialDays` days: spec §4 "Trial = free plan with an expiry and not expired").
 */
export async function createBusiness(
  db: Db,
  { userId, body, lang, trialDays, now = new Date() }: { userId: number; body: CreateBusinessBody; lang: Lang; trialDays: number; now?: Date },
): Promise<BusinessRow> {
  const whatsapp = normalizeWhatsapp(body.whatsapp, lang);
  return inTransaction(db, async (tx) => {
    const business = await insertBusiness(tx, {
      name: body.name,
      whatsapp,
      segment: body.segment,
      ...addressOf(body),
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

/**
 * Saves the business page whole if nobody saved it since `body.version` was read, with its audit
 * entry in the same unit of work. 'stale' when the version moved (the route answers 409);
 * 'slug_taken' when another business holds the slug, as the unique index decides (422 on slug).
 */
export async function saveBusinessProfile(
  db: Db,
  { business, actorUserId, body, lang }: { business: BusinessRow; actorUserId: number; body: UpdateBusinessBody; lang: Lang },
): Promise<BusinessRow | 'stale' | 'slug_taken'> {
  const profile = profileOf(body, lang);
  try {
    return await inTransaction(db, async (tx) => {
      const saved = await updateBusinessProfile(tx, business.id, profile, body.version);
      if (!saved) return 'stale' as const;
      await writeAudit(tx, {
        businessId: business.id,
        actorUserId,
        action: 'business.update',
        entity: 'business',
        entityId: business.id,
        before: profileOfRow(business),
        after: profile,
      });
      return saved;
    });
  } catch (err) {
    if (isUniqueViolation(err, BUSINESS_SLUG_UNIQUE)) return 'slug_taken';
    throw err;
  }
}
