import { z } from 'zod';
import { RowIdSchema } from '../validation/row-id';
import { requiredString } from '../validation/rules';

/*
 * A printer of a business (issue 17, spec §3 "printer", §7 POST/DELETE printer): where it is (a
 * printer QZ Tray knows by name on the shop's computer, or a network printer the print agent reaches
 * on TCP 9100), its paper, and what it prints.
 */

/** Paper widths sold for thermal printers, and the characters a line holds in font A (203 dpi). */
export const PAPER_COLUMNS = { 58: 32, 80: 48 } as const;
export type PaperMm = keyof typeof PAPER_COLUMNS;
export const PaperMmSchema = z.union([z.literal(58), z.literal(80)]);

export const PRINTER_CONNECTIONS = ['qz', 'network'] as const;
export type PrinterConnection = (typeof PRINTER_CONNECTIONS)[number];

/** The raw port of network receipt printers (JetDirect / "port 9100"). */
export const DEFAULT_PRINTER_PORT = 9100;
export const MAX_COPIES = 5;

/** A hostname or an IPv4 address, as typed for a printer on the shop's network. */
const host = requiredString(253).refine((value) => /^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?$/.test(value), { params: { rule: 'host' } });

export const PrinterBodySchema = z
  .strictObject({
    name: requiredString(60),
    connection: z.enum(PRINTER_CONNECTIONS),
    /** QZ Tray: the printer's name on the computer that runs QZ Tray. */
    qz_printer: requiredString(120).nullish(),
    /** Network: the printer's address and raw port, reached by the print agent. */
    host: host.nullish(),
    port: z.number().int().min(1).max(65535).default(DEFAULT_PRINTER_PORT),
    paper_mm: PaperMmSchema.default(80),
    prints_kitchen: z.boolean().default(true),
    prints_receipt: z.boolean().default(false),
    /** Kitchen tickets of these menu categories only (drinks to the bar); empty: every category. */
    category_ids: z.array(RowIdSchema).max(200).default([]),
    copies: z.number().int().min(1).max(MAX_COPIES).default(1),
    /** Print new orders by itself (kitchen tickets, and receipts when it prints them). */
    auto_print: z.boolean().default(false),
    /** Print a receipt when the order is paid (by Pix, online, or marked by the staff); needs prints_receipt. */
    receipt_on_payment: z.boolean().default(false),
  })
  .superRefine((printer, ctx) => {
    if (printer.connection === 'qz' && !printer.qz_printer) ctx.addIssue({ code: 'custom', path: ['qz_printer'], params: { rule: 'required' } });
    if (printer.connection === 'network' && !printer.host) ctx.addIssue({ code: 'custom', path: ['host'], params: { rule: 'required' } });
    if (!printer.prints_kitchen && !printer.prints_receipt) ctx.addIssue({ code: 'custom', path: ['prints_kitchen'], params: { rule: 'printer_prints_nothing' } });
  });
export type PrinterBody = z.infer<typeof PrinterBodySchema>;
export type PrinterBodyInput = z.input<typeof PrinterBodySchema>;

export const PrinterResourceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  connection: z.enum(PRINTER_CONNECTIONS),
  qz_printer: z.string().nullable(),
  host: z.string().nullable(),
  port: z.number().int(),
  paper_mm: PaperMmSchema,
  /** Characters per line (spec §3 printer.columns): 32 on 58 mm paper, 48 on 80 mm. */
  columns: z.number().int(),
  prints_kitchen: z.boolean(),
  prints_receipt: z.boolean(),
  category_ids: z.array(z.number().int()),
  copies: z.number().int(),
  auto_print: z.boolean(),
  receipt_on_payment: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PrinterResource = z.infer<typeof PrinterResourceSchema>;
