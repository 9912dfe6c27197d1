import { and, eq, isNotNull } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { businesses, memberships, roles, users } from '../db/schema/index';

export interface OwnerToMail {
  email: string;
  name: string;
  lang: 'pt' | 'en';
  business: string;
  timezone: string;
}

/** The active owners of a business who have an e-mail: who hears what only an owner can act on (billing, a paused WhatsApp). */
export async function ownersToMail(q: Queryable, businessId: number): Promise<OwnerToMail[]> {
  const rows = await q
    .select({ email: users.email, name: users.name, lang: users.lang, business: businesses.name, timezone: businesses.timezone })
    .from(memberships)
    .innerJoin(roles, eq(roles.id, memberships.roleId))
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(businesses, eq(businesses.id, memberships.businessId))
    .where(and(eq(memberships.businessId, businessId), eq(memberships.isActive, true), eq(roles.name, 'owner'), isNotNull(users.email)));
  return rows.map((row) => ({ ...row, email: row.email!, lang: row.lang === 'en' ? 'en' : 'pt' }));
}
