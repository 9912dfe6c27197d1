import { formatCentavos } from '../money/money';
import type { OrderResource } from '../orders/order-resource';
import { LOCAL_SUB_TYPES, ORDER_TYPES } from '../orders/order-type';
import { LOCALE_BY_LANG, type Lang } from '../validation/lang';

/** The words printed on tickets and receipts, in the business's language. */
export const TICKET_TEXTS = {
  pt: {
    order: 'PEDIDO',
    orderShort: 'Pedido',
    addition: '*** ADICIONAL ***',
    canceled: '*** CANCELADO ***',
    reprint: 'REIMPRESSÃO',
    customer: 'Cliente',
    waiter: 'Garçom',
    comment: 'Obs.',
    orderNotes: 'Obs. do pedido',
    subtotal: 'Subtotal',
    deliveryFee: 'Taxa de entrega',
    free: 'Grátis',
    serviceCharge: 'Taxa de serviço',
    cardFee: 'Taxa do cartão',
    discount: 'Desconto',
    total: 'TOTAL',
    payment: 'Pagamento',
    paid: 'pago',
    toPay: 'a pagar',
    changeFor: 'Troco para',
    address: 'Endereço',
    district: 'Bairro',
    reference: 'Ref.',
    notFiscal: 'Não é documento fiscal',
    test: 'TESTE DE IMPRESSÃO',
    testText: 'Se você consegue ler esta página, a impressora está pronta. Acentos: Açaí, Pão de queijo, Feijão, São João.',
  },
  en: {
    order: 'ORDER',
    orderShort: 'Order',
    addition: '*** ADDITION ***',
    canceled: '*** CANCELED ***',
    reprint: 'REPRINT',
    customer: 'Customer',
    waiter: 'Waiter',
    comment: 'Note',
    orderNotes: 'Order notes',
    subtotal: 'Subtotal',
    deliveryFee: 'Delivery fee',
    free: 'Free',
    serviceCharge: 'Service charge',
    cardFee: 'Card fee',
    discount: 'Discount',
    total: 'TOTAL',
    payment: 'Payment',
    paid: 'paid',
    toPay: 'to pay',
    changeFor: 'Change for',
    address: 'Address',
    district: 'District',
    reference: 'Ref.',
    notFiscal: 'Not a tax document',
    test: 'PRINT TEST',
    testText: 'If you can read this page, the printer is ready. Accents: Açaí, Pão de queijo, Feijão, São João.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

/** Money as printed: the locale's format with a plain space (thermal code pages may lack U+00A0). */
export const printedMoney = (cents: number, lang: Lang) => formatCentavos(cents, LOCALE_BY_LANG[lang]).replace(/\u00a0/g, ' ');

/** Date and time on the business's clock, "26/11/2026 14:32". */
export function printedTime(iso: string, timeZone: string, lang: Lang): string {
  return new Intl.DateTimeFormat(LOCALE_BY_LANG[lang], { timeZone, day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' })
    .format(new Date(iso))
    .replace(',', '');
}

/** Where the order goes: the table's name, Balcão, Retirada or Delivery. */
export function printedPlace(order: Pick<OrderResource, 'order_type' | 'local_sub_type' | 'table_name'>, lang: Lang): string {
  if (order.order_type !== 'local') return ORDER_TYPES[order.order_type].label[lang];
  if (order.table_name) return order.table_name;
  return LOCAL_SUB_TYPES[order.local_sub_type ?? 'mesa'][lang];
}
