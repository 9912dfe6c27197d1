import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../../db/client';
import { whatsappTemplates, type WhatsappTemplateRow } from '../../../db/schema/index';

/** One of the business's active templates, or null (another business's, switched off, or none). */
export async function findActiveTemplate(q: Queryable, businessId: number, id: number): Promise<WhatsappTemplateRow | null> {
  const [row] = await q
    .select()
    .from(whatsappTemplates)
    .where(and(eq(whatsappTemplates.id, id), eq(whatsappTemplates.businessId, businessId), eq(whatsappTemplates.active, true)));
  return row ?? null;
}
