import { z } from 'zod';
import { RowIdSchema } from '../validation/row-id';

/*
 * Print jobs (issue 17): one thing to print on one printer, from its creation on the server to its
 * acknowledgement by the client that printed it. A failed attempt goes back to the queue after a
 * growing pause; after MAX_PRINT_ATTEMPTS it stays failed and the screens show why.
 */

export const PRINT_JOB_KINDS = ['kitchen', 'addition', 'cancel', 'receipt', 'test', 'local'] as const;
export type PrintJobKind = (typeof PRINT_JOB_KINDS)[number];

export const PRINT_JOB_STATUSES = ['pending', 'sent', 'printed', 'failed'] as const;
export type PrintJobStatus = (typeof PRINT_JOB_STATUSES)[number];

export const MAX_PRINT_ATTEMPTS = 8;
/** How long a client holds a claimed job before it is offered again. */
export const PRINT_LEASE_MS = 30_000;

/** The pause before the next attempt after `attempts` failures: 2 s, 4 s, 8 s … at most a minute. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(1, attempts));
}

/** POST v1/businesses/{id}/print-jobs/claim: the printers this client serves, and who it is. */
export const ClaimPrintJobsBodySchema = z.strictObject({
  printer_ids: z.array(RowIdSchema).min(1).max(50),
  /** A name for the client (this browser's QZ Tray, the agent on the counter's PC), for the job's record. */
  client: z.string().trim().min(1).max(100),
});
export type ClaimPrintJobsBody = z.infer<typeof ClaimPrintJobsBodySchema>;

/** POST v1/print-jobs/{id}/ack: how the attempt went. */
export const AckPrintJobBodySchema = z.strictObject({
  /** The client that claimed it: a failure counts only from the client holding the job. */
  client: z.string().trim().min(1).max(100),
  status: z.enum(['printed', 'failed']),
  error: z.string().trim().max(300).nullish(),
});
export type AckPrintJobBody = z.infer<typeof AckPrintJobBodySchema>;

export const PrintJobResourceSchema = z.object({
  id: z.number().int(),
  printer_id: z.number().int().nullable(),
  order_id: z.number().int().nullable(),
  kind: z.enum(PRINT_JOB_KINDS),
  reprint: z.boolean(),
  status: z.enum(PRINT_JOB_STATUSES),
  attempts: z.number().int(),
  error: z.string().nullable(),
  copies: z.number().int(),
  printed_at: z.string().nullable(),
  created_at: z.string(),
});
export type PrintJobResource = z.infer<typeof PrintJobResourceSchema>;

/** A claimed job as its client receives it: what to print, as text lines and as ESC/POS bytes. */
export const ClaimedPrintJobSchema = PrintJobResourceSchema.extend({
  /** Raw ESC/POS, base64: what QZ Tray and the agent send to the printer. */
  data: z.string(),
  /** The same as lines of text at the paper's width: the browser's print view. */
  text: z.string(),
  columns: z.number().int(),
});
export type ClaimedPrintJob = z.infer<typeof ClaimedPrintJobSchema>;

/** GET v1/businesses/{id}/print-jobs: an order's jobs (its print state), or the latest of the business. */
export const PrintJobListQuerySchema = z.strictObject({
  order_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** The jobs of these orders (comma-separated, at most 100): a list's or a board's print states. */
  order_ids: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,99}$/)
    .transform((text) => text.split(',').map(Number))
    .pipe(z.array(RowIdSchema))
    .optional(),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

/** What an order's print jobs add up to, as a list or a card shows it. */
export type PrintState = { state: 'failed' | 'waiting' | 'printed'; at: string | null; error: string | null };

/**
 * An order's print state: failed when a job failed for good (someone must act), waiting while one is
 * queued or being printed, printed (with its latest time) when all came out; null when never printed.
 */
export function printStateOf(jobs: readonly Pick<PrintJobResource, 'status' | 'printed_at' | 'error'>[]): PrintState | null {
  const failed = jobs.find((job) => job.status === 'failed');
  if (failed) return { state: 'failed', at: null, error: failed.error };
  if (jobs.some((job) => job.status === 'pending' || job.status === 'sent')) return { state: 'waiting', at: null, error: null };
  const printed = jobs.map((job) => job.printed_at).filter((at): at is string => at !== null).sort();
  return printed.length > 0 ? { state: 'printed', at: printed.at(-1)!, error: null } : null;
}

/** POST v1/orders/{id}/print-full: print the order again, on one printer or every one that prints it. */
export const PrintFullBodySchema = z.strictObject({
  printer_id: RowIdSchema.nullish(),
  what: z.enum(['kitchen', 'receipt', 'both']).default('both'),
});

/** POST v1/orders/{id}/print-tracking (spec §7): the browser printed it with its own dialog. */
export const PrintTrackingBodySchema = z.strictObject({
  isLocalPrint: z.literal(true),
  what: z.enum(['kitchen', 'receipt']).default('receipt'),
});

/** GET v1/orders/{id}/print-preview: the ticket as text, for the browser's own print dialog. */
export const PrintPreviewQuerySchema = z.strictObject({
  what: z.enum(['kitchen', 'receipt']).default('receipt'),
  paper_mm: z.coerce.number().pipe(z.union([z.literal(58), z.literal(80)])).default(80),
});

export const PrintPreviewSchema = z.object({
  text: z.string(),
  columns: z.number().int(),
  paper_mm: z.number().int(),
  /** The paper's width in CSS pixels (spec §9: round(mm / 25.4 × 96)). */
  width_px: z.number().int(),
});
export type PrintPreview = z.infer<typeof PrintPreviewSchema>;

/** POST v1/businesses/{id}/print-devices: a print agent's device, named for the list ("PC do caixa"). */
export const PrintDeviceBodySchema = z.strictObject({ name: z.string().trim().min(1).max(60) });

export const PrintDeviceResourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_seen_at: z.string().nullable(),
  created_at: z.string(),
});
export type PrintDeviceResource = z.infer<typeof PrintDeviceResourceSchema>;

/** The answer to making a device: its token, shown this once (only its hash is kept). */
export const NewPrintDeviceSchema = PrintDeviceResourceSchema.extend({ token: z.string() });
export type NewPrintDevice = z.infer<typeof NewPrintDeviceSchema>;

/** POST v1/print-agent/claim: the agent names itself; it serves its business's network printers. */
export const AgentClaimBodySchema = z.strictObject({ client: z.string().trim().min(1).max(100) });

/** POST v1/businesses/{id}/qz/sign: what QZ Tray asked the page to have signed (a SHA-256 hex of the call). */
export const QzSignBodySchema = z.strictObject({ request: z.string().min(1).max(4096) });
