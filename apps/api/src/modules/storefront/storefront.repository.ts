import { eq, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { businesses } from '../../db/schema/index';
import { canAccessBusiness, type BusinessRow } from '../../plugins/tenancy';
import { businessFeatures } from '../../lib/plans/plan-features';

/** Longest ref looked up: a slug (60) or a token; anything longer names no business. */
const MAX_REF = 100;

/**
 * The business a public link names: its slug, or its token (the permanent fallback, so a link
 * printed before a slug was chosen or changed keeps working). Null when none.
 */
export async function findLinkedBusiness(db: Queryable, ref: string): Promise<BusinessRow | null> {
  if (ref.length === 0 || ref.length > MAX_REF) return null;
  const [row] = await db
    .select()
    .from(businesses)
    .where(or(eq(businesses.slug, ref), eq(businesses.token, ref)))
    .limit(1);
  return row ?? null;
}

/** Whether the business offers its digital menu now: not blocked nor suspended, and its plan includes basic_menu (spec §3). */
export function offersStorefront(row: BusinessRow, now = new Date()): boolean {
  if (!canAccessBusiness(row)) return false;
  return businessFeatures(row, now).featureCodes.includes('basic_menu');
}

/** The business a public link names, when it offers its digital menu now; null otherwise (the API's 404). */
export async function findStorefrontBusiness(db: Queryable, ref: string): Promise<BusinessRow | null> {
  const row = await findLinkedBusiness(db, ref);
  return row && offersStorefront(row) ? row : null;
}
