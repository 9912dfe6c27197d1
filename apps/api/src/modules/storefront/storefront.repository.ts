import { eq, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { businesses } from '../../db/schema/index';
import type { BusinessRow } from '../../plugins/tenancy';

/** Longest ref looked up: a slug (60) or a token; anything longer names no business. */
const MAX_REF = 100;

/**
 * The business a public link names: its slug, or its token (the permanent fallback, so a link
 * printed before a slug was chosen or changed keeps working). Null when none, or blocked.
 */
export async function findStorefrontBusiness(db: Queryable, ref: string): Promise<BusinessRow | null> {
  if (ref.length === 0 || ref.length > MAX_REF) return null;
  const [row] = await db
    .select()
    .from(businesses)
    .where(or(eq(businesses.slug, ref), eq(businesses.token, ref)))
    .limit(1);
  return row && !row.isBlocked ? row : null;
}
