import { and, asc, desc, eq, gte, like, lt, or, sql, type SQL } from 'drizzle-orm';
import { decodeAuditCursor, encodeAuditCursor, type AuditActor, type AuditEntryResource, type AuditLogQuery } from '@comanda/domain/audit/audit-resource';
import { businessDayEnd, businessDayStart } from '@comanda/domain/time/business-day';
import type { Queryable } from '../../db/client';
import { auditLog, users } from '../../db/schema/index';

/*
 * The business's audit trail (decision 0015), newest first over audit_log_business_at_idx. Pages are
 * keyset by (at, id) descending: the cursor is the last entry's instant in microseconds and its id,
 * so entries sharing an instant are neither repeated nor skipped, and an entry written meanwhile
 * (newer than the first page) never shifts the pages already read.
 */

/** `at` in microseconds since the epoch, exactly (extract gives numeric on PostgreSQL 14+). */
const atMicros = sql<string>`(extract(epoch from ${auditLog.at}) * 1000000)::bigint::text`;

/** 'order.' selects every order action; `_` in a prefix (print_device.) is a letter, not LIKE's wildcard. */
function actionCondition(filters: readonly string[]): SQL | undefined {
  if (filters.length === 0) return undefined;
  return or(...filters.map((f) => (f.endsWith('.') ? like(auditLog.action, `${f.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : eq(auditLog.action, f))));
}

function cursorCondition(cursor: string | undefined): SQL | undefined {
  const at = cursor ? decodeAuditCursor(cursor) : null;
  if (!at) return undefined;
  // Back to the stored instant without rounding: microseconds added to the epoch as an interval.
  return sql`(${auditLog.at}, ${auditLog.id}) < (timestamptz 'epoch' + ${at.atMicros}::bigint * interval '1 microsecond', ${at.id}::integer)`;
}

/** A page of the business's entries matching the filters, and the cursor of the next page (null: none). */
export async function listAuditEntries(
  q: Queryable,
  businessId: number,
  timeZone: string,
  query: AuditLogQuery,
): Promise<{ data: AuditEntryResource[]; nextCursor: string | null }> {
  const rows = await q
    .select({
      id: auditLog.id,
      at: auditLog.at,
      atMicros,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      actorId: users.id,
      actorName: users.name,
      actorKind: auditLog.actorKind,
      actorSource: auditLog.actorSource,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.businessId, businessId),
        query.actor_user_id ? eq(auditLog.actorUserId, query.actor_user_id) : undefined,
        actionCondition(query.action ?? []),
        query.from ? gte(auditLog.at, businessDayStart(query.from, timeZone)) : undefined,
        query.to ? lt(auditLog.at, businessDayEnd(query.to, timeZone)) : undefined,
        cursorCondition(query.cursor),
      ),
    )
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    // One more than the page: whether an older page exists, without counting them all.
    .limit(query.per_page + 1);
  const page = rows.slice(0, query.per_page);
  const last = page.at(-1);
  return {
    data: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      action: row.action,
      entity: row.entity,
      entity_id: row.entityId,
      actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? '' },
      actor_kind: row.actorKind,
      actor_source: row.actorSource,
      before: row.before ?? null,
      after: row.after ?? null,
    })),
    nextCursor: rows.length > query.per_page && last ? encodeAuditCursor({ atMicros: last.atMicros, id: last.id }) : null,
  };
}

/** Everyone who appears in the business's log, by name: the audit page's "who" filter. */
export async function auditActors(q: Queryable, businessId: number): Promise<AuditActor[]> {
  return q
    .selectDistinct({ id: users.id, name: users.name })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorUserId))
    .where(eq(auditLog.businessId, businessId))
    .orderBy(asc(users.name), asc(users.id));
}
