// Zod-free: which message an order's new state sends its customer (issue 35), and its text. One per
// order and kind: the API keys each one `order:<id>:<kind>` so that a repeated event sends nothing.

export const ORDER_MESSAGE_KINDS = ['received', 'accepted', 'out_for_delivery', 'ready_for_pickup', 'canceled'] as const;
export type OrderMessageKind = (typeof ORDER_MESSAGE_KINDS)[number];

/** The texts a restaurant starts with; {nome}, {numero}, {loja} and {motivo} are filled in per order. */
export const DEFAULT_ORDER_MESSAGES: Readonly<Record<OrderMessageKind, string>> = {
  received: 'Olá, {nome}! Recebemos o seu pedido #{numero} na {loja}. Avisamos por aqui cada passo.',
  accepted: '{nome}, o seu pedido #{numero} foi aceito e já está com a cozinha.',
  out_for_delivery: '{nome}, o seu pedido #{numero} saiu para entrega! Logo chega aí.',
  ready_for_pickup: '{nome}, o seu pedido #{numero} está pronto para retirada na {loja}.',
  canceled: '{nome}, o seu pedido #{numero} foi cancelado. Motivo: {motivo}',
};

type OrderState = {
  status: string;
  order_type: string;
  history: readonly { status: string; reason: string | null }[];
  merged_into: unknown;
};

/**
 * The message an order's current state calls for, or null. A table's order never messages (the
 * customer is sitting there), nor one merged into another table's. "Accepted" is said only of an
 * order that waited in Pendentes; one the staff noted at once was "received" and that is enough.
 */
export function orderMessageKind(order: OrderState): OrderMessageKind | null {
  if (order.order_type === 'local') return null;
  switch (order.status) {
    case 'pending':
      return 'received';
    case 'noted':
      return order.history.some((entry) => entry.status === 'pending') ? 'accepted' : 'received';
    case 'in_delivery':
      return 'out_for_delivery';
    case 'waiting_get':
      return 'ready_for_pickup';
    case 'canceled':
      return order.merged_into ? null : 'canceled';
    default:
      return null;
  }
}

/** The template with the order's values; a variable the restaurant misspelled stays as typed. */
export function fillOrderMessage(template: string, values: { nome: string; numero: number; loja: string; motivo: string }): string {
  return template.replace(/\{(nome|numero|loja|motivo)\}/g, (_, name: keyof typeof values) => String(values[name]));
}
