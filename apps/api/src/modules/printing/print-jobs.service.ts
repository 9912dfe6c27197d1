import { randomUUID } from 'node:crypto';
import { and, eq, exists, inArray } from 'drizzle-orm';
import type { OrderLineResource, OrderResource } from '@comanda/domain/orders/order-resource';
import { kitchenTicket, type KitchenTicketKind } from '@comanda/domain/printer/kitchen-ticket';
import { PAPER_COLUMNS, type PaperMm } from '@comanda/domain/printer/printer';
import type { AckPrintJobBody, PrintJobKind } from '@comanda/domain/printer/print-job';
import { receipt, testPage } from '@comanda/domain/printer/receipt';
import type { TicketDoc } from '@comanda/domain/printer/ticket-doc';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Db, Queryable } from '../../db/client';
import type { EventConsumer } from '../../lib/events/event-relay';
import { recordEvent } from '../../lib/events/record-event';
import { inTransaction } from '../../lib/unit-of-work';
import { businesses, printers, printJobs, products, type PrinterRow, type PrintJobRow } from '../../db/schema/index';
import type { BusinessRow } from '../../plugins/who-is-asking';
import { acknowledge, requirePrintJob, toPrintJobResource } from './print-jobs.repository';
import { listPrinters } from './printers.repository';

/*
 * Making print jobs (issue 17, decision 0030). Each job is one ticket for one printer, rendered when it
 * is made (a kitchen ticket shows the order as the kitchen got it). Automatic printing follows the
 * order: when it reaches the kitchen (placed as noted, or accepted) each automatic printer gets the
 * lines of its categories not sent to it yet (the first time a ticket, later an ADICIONAL), and a
 * receipt when it prints receipts; a canceled order sends CANCELADO to the printers that had it.
 * `request_key` makes every job once: calling this twice for the same moment adds nothing.
 */

/** Tickets print in Portuguese: a business has no language of its own yet, and its staff read pt. */
const PRINT_LANG: Lang = 'pt';

export type PrintTrigger =
  /** The order reached the kitchen: placed as noted, or accepted. */
  | { kind: 'kitchen' }
  /** Lines were added to an order the kitchen already has. */
  | { kind: 'appended' }
  | { kind: 'canceled' }
  /** The order was paid (a provider's confirmation or the staff's): a receipt where the printer asks for one then. */
  | { kind: 'paid' }
  /** "Imprimir" on a screen: the kitchen ticket and/or the receipt again, on one printer or all that print them. */
  | { kind: 'manual'; what: 'kitchen' | 'receipt' | 'both'; printerId: number | null; key: string | null };

export interface PrintActor {
  userId: number | null;
  userName: string | null;
}

type NewJob = typeof printJobs.$inferInsert;

function businessAddress(business: BusinessRow): string {
  return `${business.addressStreet}, ${business.addressNumber} - ${business.district}, ${business.city}/${business.state}`;
}

/** The menu category of each line's product (a deleted product's line has none and prints everywhere). */
async function lineCategories(q: Queryable, order: OrderResource): Promise<Map<number, number>> {
  const ids = [...new Set(order.products.flatMap((line) => (line.product_id === null ? [] : [line.product_id])))];
  if (ids.length === 0) return new Map();
  const rows = await q.select({ id: products.id, categoryId: products.categoryId }).from(products).where(inArray(products.id, ids));
  return new Map(rows.map((row) => [row.id, row.categoryId]));
}

/** The lines a printer's kitchen tickets carry: those of its categories, or every line. */
function linesFor(printer: PrinterRow, order: OrderResource, categories: Map<number, number>): OrderLineResource[] {
  if (printer.categoryIds.length === 0) return order.products;
  return order.products.filter((line) => {
    const category = line.product_id === null ? undefined : categories.get(line.product_id);
    return category === undefined || printer.categoryIds.includes(category);
  });
}

/** A ticket for the browser's print dialog, on paper of `paperMm`, made for no printer. */
export function previewDoc(business: BusinessRow, order: OrderResource, what: 'kitchen' | 'receipt', paperMm: PaperMm, actor: PrintActor): TicketDoc {
  const paper = { paperMm };
  return what === 'receipt' ? receiptDoc(paper, order, false, business) : kitchenDoc(paper, order, order.products, 'kitchen', false, business, actor);
}

export function kitchenDoc(printer: Pick<PrinterRow, 'paperMm'>, order: OrderResource, lines: readonly OrderLineResource[], kind: KitchenTicketKind, reprint: boolean, business: BusinessRow, actor: PrintActor): TicketDoc {
  return kitchenTicket({
    order,
    lines,
    kind,
    reprint,
    waiter: actor.userName,
    at: new Date().toISOString(),
    timeZone: business.timezone,
    lang: PRINT_LANG,
    columns: PAPER_COLUMNS[printer.paperMm],
  });
}

export function receiptDoc(printer: Pick<PrinterRow, 'paperMm'>, order: OrderResource, reprint: boolean, business: BusinessRow): TicketDoc {
  return receipt({
    business: { name: business.name, document: business.document, address: businessAddress(business) },
    order,
    reprint,
    timeZone: business.timezone,
    lang: PRINT_LANG,
    columns: PAPER_COLUMNS[printer.paperMm],
  });
}

/** The jobs an order's moment calls for, on the business's printers. */
async function jobsFor(q: Queryable, business: BusinessRow, order: OrderResource, trigger: PrintTrigger, actor: PrintActor): Promise<NewJob[]> {
  const all = await listPrinters(q, business.id);
  // By hand: the one printer named, or all. A cancel: every printer that had the order (it says which below).
  const chosen = all.filter((printer) => {
    if (trigger.kind === 'manual') return trigger.printerId === null || printer.id === trigger.printerId;
    if (trigger.kind === 'paid') return printer.receiptOnPayment && printer.printsReceipt;
    return trigger.kind === 'canceled' || printer.autoPrint;
  });
  if (chosen.length === 0) return [];
  const earlier = await q
    .select({ printerId: printJobs.printerId, kind: printJobs.kind, lineIds: printJobs.lineIds })
    .from(printJobs)
    .where(and(eq(printJobs.businessId, business.id), eq(printJobs.orderId, order.id)));
  const sentTo = (printer: PrinterRow) => new Set(earlier.filter((job) => job.printerId === printer.id && (job.kind === 'kitchen' || job.kind === 'addition')).flatMap((job) => job.lineIds));
  const hadReceipt = (printer: PrinterRow) => earlier.some((job) => job.printerId === printer.id && job.kind === 'receipt');
  // The lines' categories matter only to printers limited to some categories.
  const categories = chosen.some((printer) => printer.categoryIds.length > 0) ? await lineCategories(q, order) : new Map<number, number>();
  const base = (printer: PrinterRow) => ({ businessId: business.id, printerId: printer.id, orderId: order.id, copies: printer.copies, requestedBy: actor.userId });
  // One key per moment: the same trigger for the same state of the order makes the same keys.
  const moment = trigger.kind === 'manual' ? `manual:${trigger.key ?? randomUUID()}` : `${trigger.kind}:${order.id}:v${order.version}`;

  const jobs: NewJob[] = [];
  for (const printer of chosen) {
    const sent = sentTo(printer);
    const mine = linesFor(printer, order, categories);
    const wantsKitchen = printer.printsKitchen && trigger.kind !== 'paid' && (trigger.kind !== 'manual' || trigger.what !== 'receipt');
    const wantsReceipt = printer.printsReceipt && (trigger.kind === 'kitchen' || trigger.kind === 'paid' || (trigger.kind === 'manual' && trigger.what !== 'kitchen'));
    if (wantsKitchen) {
      if (trigger.kind === 'canceled') {
        const printed = order.products.filter((line) => sent.has(line.id));
        if (printed.length > 0) {
          jobs.push({ ...base(printer), kind: 'cancel', lineIds: printed.map((l) => l.id), content: kitchenDoc(printer, order, printed, 'cancel', false, business, actor), requestKey: `${moment}:${printer.id}:cancel` });
        }
      } else if (trigger.kind === 'manual') {
        if (mine.length > 0) {
          const reprint = sent.size > 0;
          jobs.push({ ...base(printer), kind: 'kitchen', reprint, lineIds: mine.map((l) => l.id), content: kitchenDoc(printer, order, mine, 'kitchen', reprint, business, actor), requestKey: `${moment}:${printer.id}:kitchen` });
        }
      } else {
        const fresh = mine.filter((line) => !sent.has(line.id));
        if (fresh.length > 0) {
          const kind: PrintJobKind = sent.size > 0 ? 'addition' : 'kitchen';
          jobs.push({ ...base(printer), kind, lineIds: fresh.map((l) => l.id), content: kitchenDoc(printer, order, fresh, kind === 'addition' ? 'addition' : 'kitchen', false, business, actor), requestKey: `${moment}:${printer.id}:${kind}` });
        }
      }
    }
    if (wantsReceipt) {
      const reprint = hadReceipt(printer);
      // Paid, the receipt prints again even if one printed before: now it says paid.
      if (trigger.kind === 'manual' || trigger.kind === 'paid' || !reprint) {
        jobs.push({ ...base(printer), kind: 'receipt', reprint, content: receiptDoc(printer, order, reprint, business), requestKey: `${moment}:${printer.id}:receipt` });
      }
    }
  }
  return jobs;
}

/**
 * Makes the print jobs an order's moment calls for, in `q`'s transaction, with the `print.jobs` event
 * that tells the printing clients; answers the jobs made (none when they were made before: the keys
 * are taken).
 */
export async function printForOrder(q: Queryable, business: BusinessRow, order: OrderResource, trigger: PrintTrigger, actor: PrintActor): Promise<PrintJobRow[]> {
  const jobs = await jobsFor(q, business, order, trigger, actor);
  if (jobs.length === 0) return [];
  const made = await q.insert(printJobs).values(jobs).onConflictDoNothing({ target: [printJobs.businessId, printJobs.requestKey] }).returning();
  await announceJobs(q, business.id, made);
  return made;
}

/** "Imprimir teste": a test page on one printer. */
export async function printTestPage(q: Queryable, business: BusinessRow, printer: PrinterRow, actor: PrintActor): Promise<PrintJobRow> {
  const content = testPage({ printerName: printer.name, paperMm: printer.paperMm, at: new Date().toISOString(), timeZone: business.timezone, lang: PRINT_LANG, columns: PAPER_COLUMNS[printer.paperMm] });
  // A retried request is the idempotency layer's to answer: each call here is a new page.
  const [made] = await q
    .insert(printJobs)
    .values({ businessId: business.id, printerId: printer.id, kind: 'test', content, copies: 1, requestKey: `test:${randomUUID()}`, requestedBy: actor.userId })
    .returning();
  await announceJobs(q, business.id, [made!]);
  return made!;
}

/** Records the event that tells the business's printing clients (screens and print agents) these printers have work: they then claim it. */
async function announceJobs(q: Queryable, businessId: number, jobs: readonly Pick<PrintJobRow, 'printerId'>[]): Promise<void> {
  const printerIds = [...new Set(jobs.flatMap((job) => (job.printerId === null ? [] : [job.printerId])))];
  if (printerIds.length === 0) return;
  await recordEvent(q, { businessId, name: 'print.jobs', payload: { data: { printer_ids: printerIds } } });
}

/** A client's word on a job of the business; a print that failed for good alerts the screens. */
export async function acknowledgeJob(db: Db, businessId: number, jobId: number, body: AckPrintJobBody, lang: Lang): Promise<PrintJobRow> {
  return inTransaction(db, async (tx) => {
    const job = await requirePrintJob(tx, businessId, jobId, lang);
    const acked = await acknowledge(tx, businessId, job, body, lang);
    if (acked.status === 'failed' && job.status !== 'failed') await recordEvent(tx, { businessId, name: 'print.failed', payload: { data: toPrintJobResource(acked) } });
    return acked;
  });
}

/** What an order event asks of the printers, in its `meta` (never sent to a client). */
export type AutoTrigger = Exclude<PrintTrigger, { kind: 'manual' }>;
export interface PrintMeta {
  print: AutoTrigger;
  actor: PrintActor;
}

/** The `meta` of an order event whose moment may print: placed, accepted, appended to, canceled. */
export function printMeta(trigger: AutoTrigger, actor: PrintActor): PrintMeta {
  return { print: trigger, actor };
}

/**
 * The automatic printing of an order's moment, as a consumer of its event (decision 0042): the jobs
 * are made in the relay's transaction with the event's delivery, once (their request keys), whatever
 * process delivers it and however often. Nothing unless the business has an automatic printer.
 */
export const printingConsumer: EventConsumer = async (event, tx) => {
  if (event.name !== 'order.created' && event.name !== 'order.updated') return;
  const meta = event.meta as PrintMeta | null;
  if (!meta?.print) return;
  const order = (event.payload as { data: OrderResource }).data;
  // Pending orders reach the kitchen when accepted; what is added to them until then prints with them.
  if (order.status === 'pending' && meta.print.kind !== 'canceled' && meta.print.kind !== 'paid') return;
  // One read: the business, when it has a printer that prints by itself (a cancel goes to any that printed the order).
  const printsByItself = meta.print.kind === 'paid' ? eq(printers.receiptOnPayment, true) : eq(printers.autoPrint, true);
  const autoPrinter = tx.select({ id: printers.id }).from(printers).where(and(eq(printers.businessId, event.businessId), printsByItself));
  const [business] = await tx
    .select()
    .from(businesses)
    .where(and(eq(businesses.id, event.businessId), meta.print.kind === 'canceled' ? undefined : exists(autoPrinter)))
    .limit(1);
  if (business) await printForOrder(tx, business, order, meta.print, meta.actor);
};
