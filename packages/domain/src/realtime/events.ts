import type { OrderResource } from '../orders/order-resource';
import type { OrderStatus } from '../orders/order-status';
import type { PrintJobResource } from '../printer/print-job';

/*
 * The catalogue of events a business's screens (and print agents) hear (issue 32, decision 0042).
 * The API records each in `domain_events` in the transaction of the change it reports; a relay sends
 * it to the business's Socket.IO room once committed, at least once. `event_id` is the recorded
 * event's id: a client that sees the same id twice (a delivery repeated after a crash) may skip it.
 */
export interface RealtimeEventPayloads {
  /** A new order, as GET v1/orders/{id} answers it. */
  'order.created': { data: OrderResource };
  /** An order changed (status, payment, lines…), as GET v1/orders/{id} answers it. */
  'order.updated': { data: OrderResource };
  /** A table's map state changed: screens read the map again. */
  'table.updated': { data: { id: number } };
  /** These printers have new jobs: their clients claim them. Also sent to the business's print agents. */
  'print.jobs': { data: { printer_ids: number[] } };
  /** A print job failed for good: the screens alert. */
  'print.failed': { data: PrintJobResource };
  /** To a customer's tracking page only (issue 33): its order moved; the page reads it again. */
  'order.tracked': { data: { uuid: string; status: OrderStatus } };
  /** The WhatsApp number's state, pairing code or messages changed (issue 35): the page reads them again (the QR never travels to every screen). */
  'whatsapp.updated': { data: { what: 'connection' | 'messages' } };
  /** The subscription's state or plan changed (issue 39): screens read the business (plan_status, feature_codes) and billing again, so a paid invoice unlocks at once. */
  'billing.updated': { data: { status: string } };
}

export type RealtimeEventName = keyof RealtimeEventPayloads;

export const REALTIME_EVENT_NAMES = ['order.created', 'order.updated', 'table.updated', 'print.jobs', 'print.failed', 'order.tracked', 'whatsapp.updated', 'billing.updated'] as const satisfies readonly RealtimeEventName[];

/** What a client receives: the payload and the id of the event it came from. */
export type RealtimeMessage<N extends RealtimeEventName> = RealtimeEventPayloads[N] & { event_id: number };
