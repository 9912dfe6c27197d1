import { z } from 'zod';
import { isoDate } from '../validation/rules';
import { MAX_ROW_ID, PathIdSchema } from '../validation/row-id';

/*
 * Wire contract of GET v1/businesses/{id}/audit-log and …/audit-log/actors (issue 19, decision
 * 0015): the owner's audit page. Entries come newest first, a page at a time by cursor ("load
 * more"): a new entry written while someone reads never shifts the pages, as an offset would.
 */

export const AUDIT_PER_PAGE_MAX = 100;
export const AUDIT_PER_PAGE_DEFAULT = 50;
/** Exact actions or prefixes one filter may send (AUDIT_ACTION_GROUPS has at most a dozen). */
export const AUDIT_ACTION_FILTER_MAX = 20;

/** 'order.cancel' (exact) or 'order.' (every action of orders). */
const ACTION_FILTER = /^[a-z][a-z_]*\.[a-z_]*$/;

/**
 * The cursor: the last entry's instant in microseconds since the epoch and its id, as the API
 * gave it in `meta.next_cursor`. Clients send it back untouched.
 */
const CURSOR = /^(\d{1,16})_(\d{1,10})$/;

export interface AuditCursor {
  /** Microseconds since the epoch, as text (exact; the database keeps microseconds). */
  atMicros: string;
  id: number;
}

export function decodeAuditCursor(cursor: string): AuditCursor | null {
  const match = CURSOR.exec(cursor);
  if (!match) return null;
  const id = Number(match[2]);
  if (id < 1 || id > MAX_ROW_ID) return null;
  return { atMicros: String(BigInt(match[1]!)), id };
}

export function encodeAuditCursor(cursor: AuditCursor): string {
  return `${cursor.atMicros}_${cursor.id}`;
}

const actionList = z.preprocess(
  (value) => (typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter((s) => s !== '') : value),
  z.array(z.string().max(60).regex(ACTION_FILTER)).max(AUDIT_ACTION_FILTER_MAX),
);

/**
 * The filters: who (`actor_user_id`), what (`action`: one or more, comma-separated, each an exact
 * action or a prefix ending in '.'), when (`from`/`to`, the business's local days, both included).
 */
export const AuditLogQuerySchema = z
  .strictObject({
    actor_user_id: PathIdSchema.optional(),
    action: actionList.optional(),
    from: isoDate().optional(),
    to: isoDate().optional(),
    cursor: z
      .string()
      .max(40)
      .refine((value) => decodeAuditCursor(value) !== null, { params: { rule: 'invalid' } })
      .optional(),
    per_page: z.coerce.number().int().min(1).max(AUDIT_PER_PAGE_MAX).default(AUDIT_PER_PAGE_DEFAULT),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from) {
      ctx.addIssue({ code: 'custom', path: ['to'], input: query.to, params: { rule: 'after_or_equal', other: 'from' } });
    }
  });
export type AuditLogQuery = z.infer<typeof AuditLogQuerySchema>;
export type AuditLogQueryInput = z.input<typeof AuditLogQuerySchema>;

/** A person who appears in the log: the filter's choices, and who did each entry. */
export const AuditActorSchema = z.object({ id: z.number().int(), name: z.string() });
export type AuditActor = z.infer<typeof AuditActorSchema>;

export const AuditEntryResourceSchema = z.object({
  id: z.number().int(),
  /** ISO instant; the page shows it in the business's time zone. */
  at: z.string(),
  /** `entity.verb` (audit-actions.ts lists the known ones). */
  action: z.string(),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** Null when nobody signed in did it, or the person's account was deleted since. */
  actor: AuditActorSchema.nullable(),
  /** Who acted (decision 0044): a staff member (`actor`), a customer, or the system moved by `actor_source` (e.g. mercado_pago). */
  actor_kind: z.enum(['staff', 'customer', 'system']),
  actor_source: z.string().nullable(),
  /** The fields that matter to a reader, as they were before and after (null: created or deleted). */
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntryResource = z.infer<typeof AuditEntryResourceSchema>;

export const AuditLogMetaSchema = z.object({
  per_page: z.number().int(),
  /** Send it back as `cursor` for the next, older entries; null: this was the last page. */
  next_cursor: z.string().nullable(),
});

export const AuditLogPageSchema = z.object({ data: z.array(AuditEntryResourceSchema), meta: AuditLogMetaSchema });
export type AuditLogPage = z.infer<typeof AuditLogPageSchema>;
