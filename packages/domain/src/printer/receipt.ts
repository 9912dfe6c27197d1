import type { OrderLineResource, OrderResource } from '../orders/order-resource';
import { paymentMethodLabel } from '../orders/payment';
import type { Lang } from '../validation/lang';
import { quantityText } from '../orders/kitchen-lines';
import { lineDetails } from './kitchen-ticket';
import { pair, paragraph, rule, type TicketDoc, type TicketLine } from './ticket-doc';
import { printedMoney, printedPlace, printedTime, TICKET_TEXTS } from './ticket-texts';

/*
 * The customer's receipt (issue 17): who sells, the order with prices, the totals exactly as the
 * order keeps them (the server's, never recomputed here), how it is paid, where it goes, and that it
 * is not a tax document.
 */

export interface ReceiptBusiness {
  name: string;
  /** CPF or CNPJ, digits or formatted. */
  document: string | null;
  address: string;
}

export interface ReceiptInput {
  business: ReceiptBusiness;
  order: Pick<
    OrderResource,
    | 'number' | 'order_type' | 'local_sub_type' | 'table_name' | 'created_at' | 'subtotal' | 'delivery_fee' | 'service_charge' | 'card_fee'
    | 'discount' | 'total' | 'payment_type' | 'payment_status' | 'value_to_change' | 'change' | 'customer_name' | 'customer_whatsapp'
    | 'address_street' | 'address_number' | 'address_complement' | 'address_reference' | 'district_name'
  > & { products: readonly Pick<OrderLineResource, 'name' | 'qty' | 'weight' | 'is_weight_based' | 'items' | 'comments' | 'subtotal'>[] };
  reprint: boolean;
  timeZone: string;
  lang: Lang;
  columns: number;
}

/** "CNPJ 12.345.678/0001-90" or "CPF 123.456.789-09", from the digits. */
export function documentText(document: string): string {
  const digits = document.replace(/\D/g, '');
  if (digits.length === 14) return `CNPJ ${digits.replace(/^(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})$/, '$1.$2.$3/$4-$5')}`;
  if (digits.length === 11) return `CPF ${digits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4')}`;
  return document;
}

export function receipt(input: ReceiptInput): TicketDoc {
  const { order, columns, lang } = input;
  const t = TICKET_TEXTS[lang];
  const money = (cents: number) => printedMoney(cents, lang);
  const lines: TicketLine[] = [];
  lines.push(...paragraph(input.business.name, columns, { align: 'center', bold: true }));
  if (input.business.document) lines.push(...paragraph(documentText(input.business.document), columns, { align: 'center' }));
  lines.push(...paragraph(input.business.address, columns, { align: 'center' }));
  if (input.reprint) lines.push({ text: t.reprint, align: 'center', bold: true });
  lines.push(rule(columns));
  lines.push(...pair(`${t.orderShort} ${order.number}`, printedTime(order.created_at, input.timeZone, lang), columns, { bold: true }));
  lines.push(...paragraph(printedPlace(order, lang), columns));
  lines.push(rule(columns));
  for (const line of order.products) {
    lines.push(...pair(`${quantityText(line, lang)} ${line.name}`, money(line.subtotal), columns));
    lines.push(...lineDetails(line, columns, lang));
  }
  lines.push(rule(columns));
  lines.push(...pair(t.subtotal, money(order.subtotal), columns));
  if (order.order_type === 'delivery') lines.push(...pair(t.deliveryFee, order.delivery_fee > 0 ? money(order.delivery_fee) : t.free, columns));
  if (order.service_charge > 0) lines.push(...pair(t.serviceCharge, money(order.service_charge), columns));
  if (order.card_fee > 0) lines.push(...pair(t.cardFee, money(order.card_fee), columns));
  if (order.discount > 0) lines.push(...pair(t.discount, `-${money(order.discount)}`, columns));
  lines.push(...pair(t.total, money(order.total), columns, { bold: true }));
  if (order.payment_type) {
    lines.push(...pair(`${t.payment}: ${paymentMethodLabel(order.payment_type, lang)}`, order.payment_status === 'paid' ? t.paid : t.toPay, columns));
  }
  if (order.value_to_change !== null && order.change !== null) lines.push(...pair(`${t.changeFor} ${money(order.value_to_change)}`, money(order.change), columns));
  const address = [order.address_street, order.address_number].filter(Boolean).join(', ');
  if (order.customer_name || order.customer_whatsapp || address) {
    lines.push(rule(columns));
    if (order.customer_name) lines.push(...paragraph(`${t.customer}: ${order.customer_name}`, columns));
    if (order.customer_whatsapp) lines.push(...paragraph(order.customer_whatsapp, columns));
    if (address) lines.push(...paragraph(`${t.address}: ${[address, order.address_complement].filter(Boolean).join(' - ')}`, columns));
    if (order.district_name) lines.push(...paragraph(`${t.district}: ${order.district_name}`, columns));
    if (order.address_reference) lines.push(...paragraph(`${t.reference}: ${order.address_reference}`, columns));
  }
  lines.push(rule(columns));
  lines.push({ text: t.notFiscal, align: 'center' });
  return { columns, lines };
}

/** The test page "Imprimir teste" sends: the printer's name, its paper, and accented words. */
export function testPage(input: { printerName: string; paperMm: number; at: string; timeZone: string; lang: Lang; columns: number }): TicketDoc {
  const t = TICKET_TEXTS[input.lang];
  const { columns } = input;
  return {
    columns,
    lines: [
      ...paragraph(t.test, columns, { align: 'center', bold: true, large: true }),
      ...paragraph(`${input.printerName} · ${input.paperMm} mm · ${columns}`, columns, { align: 'center' }),
      { text: printedTime(input.at, input.timeZone, input.lang), align: 'center' },
      rule(columns),
      ...paragraph(t.testText, columns),
      { text: '1234567890'.repeat(Math.ceil(columns / 10)).slice(0, columns) },
    ],
  };
}
