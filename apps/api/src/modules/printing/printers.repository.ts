import { and, asc, eq, inArray } from 'drizzle-orm';
import { PAPER_COLUMNS, type PrinterBody, type PrinterResource } from '@comanda/domain/printer/printer';
import type { Lang } from '@comanda/domain/validation/lang';
import type { Queryable } from '../../db/client';
import { menuCategories, printers, type PrinterRow } from '../../db/schema/index';
import { AppError, fieldError } from '../../lib/app-error';
import { msg } from '../../lib/messages';

// The printers of a business (issue 17): read, checked and shaped for the wire.

export function toPrinterResource(row: PrinterRow): PrinterResource {
  return {
    id: row.id,
    name: row.name,
    connection: row.connection,
    qz_printer: row.qzPrinter,
    host: row.host,
    port: row.port,
    paper_mm: row.paperMm,
    columns: PAPER_COLUMNS[row.paperMm],
    prints_kitchen: row.printsKitchen,
    prints_receipt: row.printsReceipt,
    receipt_on_payment: row.receiptOnPayment,
    category_ids: row.categoryIds,
    copies: row.copies,
    auto_print: row.autoPrint,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function listPrinters(q: Queryable, businessId: number): Promise<PrinterRow[]> {
  return q.select().from(printers).where(eq(printers.businessId, businessId)).orderBy(asc(printers.name), asc(printers.id));
}

/** A printer of the business; another business's reads as missing (404). */
export async function requirePrinter(q: Queryable, businessId: number, id: number, lang: Lang): Promise<PrinterRow> {
  const [row] = await q
    .select()
    .from(printers)
    .where(and(eq(printers.id, id), eq(printers.businessId, businessId)));
  if (!row) throw new AppError('not_found', msg(lang, 'printer_not_found'));
  return row;
}

/** The columns a body writes; categories checked to be the business's own. */
export async function printerValues(q: Queryable, businessId: number, body: PrinterBody, lang: Lang) {
  const categoryIds = [...new Set(body.category_ids)];
  if (categoryIds.length > 0) {
    const found = await q
      .select({ id: menuCategories.id })
      .from(menuCategories)
      .where(and(eq(menuCategories.businessId, businessId), inArray(menuCategories.id, categoryIds)));
    if (found.length !== categoryIds.length) throw fieldError('category_ids', msg(lang, 'printer_category_unknown'));
  }
  return {
    name: body.name,
    connection: body.connection,
    qzPrinter: body.connection === 'qz' ? (body.qz_printer ?? null) : null,
    host: body.connection === 'network' ? (body.host ?? null) : null,
    port: body.port,
    paperMm: body.paper_mm,
    printsKitchen: body.prints_kitchen,
    printsReceipt: body.prints_receipt,
    receiptOnPayment: body.receipt_on_payment,
    // Categories choose kitchen tickets only; a receipt is the whole order.
    categoryIds: body.prints_kitchen ? categoryIds : [],
    copies: body.copies,
    autoPrint: body.auto_print,
  };
}
