import { and, eq } from 'drizzle-orm';
import type { OpeningHours } from '@comanda/domain/business/opening-hours';
import type { Queryable } from '../../../db/client';
import { businesses } from '../../../db/schema/index';

// Opening hours live on the business row (schema/businesses.ts): one document, one version.

export interface StoredOpeningHours {
  hours: OpeningHours;
  version: number;
  timezone: string;
}

/**
 * Replaces the whole document if it is still at `version`, in one statement: the database decides
 * between two saves of the same version (the second finds the version moved and changes nothing).
 * Null when the version is stale.
 */
export async function saveOpeningHours(db: Queryable, businessId: number, hours: OpeningHours, version: number): Promise<StoredOpeningHours | null> {
  const [row] = await db
    .update(businesses)
    .set({ openingHours: hours, openingHoursVersion: version + 1, updatedAt: new Date() })
    .where(and(eq(businesses.id, businessId), eq(businesses.openingHoursVersion, version)))
    .returning({ hours: businesses.openingHours, version: businesses.openingHoursVersion, timezone: businesses.timezone });
  return row ?? null;
}
