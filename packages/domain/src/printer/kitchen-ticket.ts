import { kitchenLines, optionTexts, type KitchenLineSource } from '../orders/kitchen-lines';
import type { OrderLineResource, OrderResource } from '../orders/order-resource';
import type { Lang } from '../validation/lang';
import { blank, indented, paragraph, rule, type TicketDoc, type TicketLine } from './ticket-doc';
import { printedPlace, printedTime, TICKET_TEXTS } from './ticket-texts';

/*
 * The kitchen ticket (issue 17): read from a step away, so the order number is large; where it goes,
 * who sent it and when; every item with its options and comments, no prices, read as the kitchen view
 * reads them (kitchen-lines.ts: ½ flavours, named groups, weights, identical lines merged). An addition to an open
 * table order prints only the new items, marked ADICIONAL; canceled items or orders print as
 * CANCELADO; a reprint says REIMPRESSÃO.
 */

export type KitchenTicketKind = 'kitchen' | 'addition' | 'cancel';

export interface KitchenTicketInput {
  order: Pick<OrderResource, 'number' | 'order_type' | 'local_sub_type' | 'table_name' | 'customer_name' | 'notes'>;
  /** The lines this ticket carries: all of them, the additions, or the canceled ones. */
  lines: readonly KitchenLineSource[];
  kind: KitchenTicketKind;
  reprint: boolean;
  /** Who sent it to the kitchen (the waiter, or whoever added or canceled). */
  waiter: string | null;
  /** When it was sent, on the business's clock. */
  at: string;
  timeZone: string;
  lang: Lang;
  columns: number;
}

/** A line's options and comment under it, indented. */
export function lineDetails(line: Pick<OrderLineResource, 'items' | 'comments'>, columns: number, lang: Lang): TicketLine[] {
  const t = TICKET_TEXTS[lang];
  return [
    ...optionTexts(line.items, 'ticket').flatMap((text) => indented(`+ ${text}`, columns)),
    ...(line.comments ? indented(`${t.comment}: ${line.comments}`, columns) : []),
  ];
}

export function kitchenTicket(input: KitchenTicketInput): TicketDoc {
  const { order, columns, lang } = input;
  const t = TICKET_TEXTS[lang];
  const lines: TicketLine[] = [];
  lines.push(...paragraph(`${t.order} ${order.number}`, columns, { align: 'center', bold: true, large: true }));
  if (input.kind === 'addition') lines.push({ text: t.addition, align: 'center', bold: true });
  if (input.kind === 'cancel') lines.push({ text: t.canceled, align: 'center', bold: true });
  if (input.reprint) lines.push({ text: t.reprint, align: 'center', bold: true });
  lines.push(...paragraph(printedPlace(order, lang).toUpperCase(), columns, { bold: true, large: true }));
  if (order.customer_name) lines.push(...paragraph(`${t.customer}: ${order.customer_name}`, columns));
  if (input.waiter) lines.push(...paragraph(`${t.waiter}: ${input.waiter}`, columns));
  lines.push({ text: printedTime(input.at, input.timeZone, lang) });
  lines.push(rule(columns));
  for (const line of kitchenLines(input.lines, lang, { style: 'ticket' })) {
    lines.push(...paragraph(`${line.quantity} ${line.name}`, columns, { bold: true }, '   '));
    lines.push(...line.options.flatMap((text) => indented(`+ ${text}`, columns)));
    if (line.comments) lines.push(...indented(`${t.comment}: ${line.comments}`, columns));
  }
  lines.push(rule(columns));
  if (order.notes && input.kind !== 'cancel') lines.push(...paragraph(`${t.orderNotes}: ${order.notes}`, columns), blank);
  return { columns, lines };
}
