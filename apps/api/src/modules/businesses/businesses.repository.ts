import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { Lang } from '@comanda/domain/validation/lang';
import { AppError } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import type { Db, Queryable, Tx } from '../../db/client';
import { businesses, memberships } from '../../db/schema/index';
import type { BusinessRow } from '../../plugins/tenancy';

export type NewBusiness = typeof businesses.$inferInsert;
export type BusinessPatch = Partial<Omit<NewBusiness, 'id' | 'token' | 'createdAt'>>;

export async function insertBusiness(db: Db | Tx, values: NewBusiness): Promise<BusinessRow> {
  const [row] = await db.insert(businesses).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findBusiness(db: Db | Tx, id: number): Promise<BusinessRow | null> {
  const [row] = await db.select().from(businesses).where(eq(businesses.id, id)).limit(1);
  return row ?? null;
}

/** The businesses where the user has an active membership, oldest first. */
export async function listBusinessesOfUser(db: Db, userId: number): Promise<BusinessRow[]> {
  const rows = await db
    .select({ business: businesses })
    .from(memberships)
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(and(eq(memberships.userId, userId), eq(memberships.isActive, true)))
    .orderBy(asc(businesses.id));
  return rows.map((r) => r.business);
}

/** `%` and `_` typed by a person are literal characters, not wildcards. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listAllBusinesses(
  db: Db,
  { page, perPage, search }: { page: number; perPage: number; search?: string | undefined },
): Promise<{ rows: BusinessRow[]; total: number }> {
  // The search box promises "Nome ou cidade": name, city or state (UF) match.
  const pattern = search ? likePattern(search) : null;
  const where = pattern
    ? or(ilike(businesses.name, pattern), ilike(businesses.city, pattern), ilike(businesses.state, pattern))
    : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(businesses)
      .where(where)
      .orderBy(asc(businesses.name), asc(businesses.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(businesses).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

/** The columns the business page (/settings/business) edits. */
export type BusinessProfile = Pick<
  NewBusiness,
  | 'name'
  | 'segment'
  | 'whatsapp'
  | 'email'
  | 'document'
  | 'zipcode'
  | 'addressStreet'
  | 'addressNumber'
  | 'addressComplement'
  | 'district'
  | 'city'
  | 'state'
  | 'timezone'
  | 'slug'
  | 'isCheckoutEnabled'
>;

/** The unique index of businesses.slug (schema/businesses.ts): a slug taken is a violation of it. */
export const BUSINESS_SLUG_UNIQUE = 'businesses_slug_unique';

/** A row's business page, as the audit trail keeps it before a change. */
export function profileOfRow(row: BusinessRow): BusinessProfile {
  const { name, segment, whatsapp, email, document, zipcode, addressStreet, addressNumber, addressComplement, district, city, state, timezone, slug, isCheckoutEnabled } = row;
  return { name, segment, whatsapp, email, document, zipcode, addressStreet, addressNumber, addressComplement, district, city, state, timezone, slug, isCheckoutEnabled };
}

/**
 * Replaces the page's columns if the page is still at `version`, in one statement: of two saves
 * of the same version the database lets one through and the other finds the version moved (null).
 */
export async function updateBusinessProfile(db: Queryable, id: number, profile: BusinessProfile, version: number): Promise<BusinessRow | null> {
  const [row] = await db
    .update(businesses)
    .set({ ...profile, profileVersion: version + 1, updatedAt: new Date() })
    .where(and(eq(businesses.id, id), eq(businesses.profileVersion, version)))
    .returning();
  return row ?? null;
}

export async function updateBusiness(db: Db | Tx, id: number, patch: BusinessPatch): Promise<BusinessRow | null> {
  const [row] = await db
    .update(businesses)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(businesses.id, id))
    .returning();
  return row ?? null;
}

/** The business a command's actor acts in; gone (deleted since the session was read) is a 404. */
export async function actorBusiness(db: Db | Tx, businessId: number, lang: Lang): Promise<BusinessRow> {
  const business = await findBusiness(db, businessId);
  if (!business) throw new AppError('not_found', msg(lang, 'not_found'));
  return business;
}
