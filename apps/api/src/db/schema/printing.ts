import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { PaperMm, PrinterConnection } from '@comanda/domain/printer/printer';
import type { PrintJobKind, PrintJobStatus } from '@comanda/domain/printer/print-job';
import type { TicketDoc } from '@comanda/domain/printer/ticket-doc';
import { businesses } from './businesses';
import { orders } from './orders';
import { users } from './users';

/** A business's printers (issue 17): where each is, its paper, what it prints. */
export const printers = pgTable(
  'printers',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    connection: text('connection').$type<PrinterConnection>().notNull(),
    qzPrinter: text('qz_printer'),
    host: text('host'),
    port: integer('port').notNull().default(9100),
    paperMm: integer('paper_mm').$type<PaperMm>().notNull().default(80),
    printsKitchen: boolean('prints_kitchen').notNull().default(true),
    printsReceipt: boolean('prints_receipt').notNull().default(false),
    /** A receipt when the order is paid (a Pix or online payment confirmed, or the staff's "Recebido"), issue 34. */
    receiptOnPayment: boolean('receipt_on_payment').notNull().default(false),
    categoryIds: integer('category_ids').array().notNull().default(sql`'{}'::integer[]`),
    copies: integer('copies').notNull().default(1),
    autoPrint: boolean('auto_print').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('printers_business_idx').on(t.businessId),
    check('printers_connection_check', sql`${t.connection} IN ('qz', 'network')`),
    check('printers_paper_check', sql`${t.paperMm} IN (58, 80)`),
  ],
);
export type PrinterRow = typeof printers.$inferSelect;

/**
 * One thing to print on one printer (issue 17): made on the server, claimed by the client that serves
 * the printer (QZ Tray in a browser, the print agent), acknowledged once. `request_key` makes one
 * request one job: the automatic ticket of an order, a reprint's Idempotency-Key.
 */
export const printJobs = pgTable(
  'print_jobs',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Null: printed on the browser's own dialog (print-tracking), or the printer was deleted. */
    printerId: integer('printer_id').references(() => printers.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PrintJobKind>().notNull(),
    reprint: boolean('reprint').notNull().default(false),
    /** The order lines a kitchen ticket carries, so an addition prints only what was not sent yet. */
    lineIds: integer('line_ids').array().notNull().default(sql`'{}'::integer[]`),
    content: jsonb('content').$type<TicketDoc>().notNull(),
    copies: integer('copies').notNull().default(1),
    status: text('status').$type<PrintJobStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    requestKey: text('request_key').notNull(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    /** A claimed job not acknowledged by then goes back to the queue (its client died). */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    printedAt: timestamp('printed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('print_jobs_business_request_idx').on(t.businessId, t.requestKey),
    index('print_jobs_queue_idx').on(t.businessId, t.status, t.nextAttemptAt),
    index('print_jobs_order_idx').on(t.orderId),
    check('print_jobs_status_check', sql`${t.status} IN ('pending', 'sent', 'printed', 'failed')`),
  ],
);
export type PrintJobRow = typeof printJobs.$inferSelect;

/**
 * A print agent's device (issue 17): the token it signs in with, made in /settings/impressoras and
 * shown once. It reaches only its business's network printers' jobs, nothing else of the API.
 */
export const printDevices = pgTable(
  'print_devices',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('print_devices_token_hash_idx').on(t.tokenHash), index('print_devices_business_idx').on(t.businessId)],
);
export type PrintDeviceRow = typeof printDevices.$inferSelect;

/**
 * The business's QZ Tray key pair (issue 17): the certificate the page hands QZ Tray, and the private
 * key the API signs its requests with (RSA-SHA512). Made on first use; the key never leaves the server.
 */
export const qzKeys = pgTable('qz_keys', {
  businessId: integer('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  privateKeyPem: text('private_key_pem').notNull(),
  certificatePem: text('certificate_pem').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
