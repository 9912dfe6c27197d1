import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { DomainEventRow } from '../db/schema/index';
import { createEventRelay, type EventConsumer, type EventRelay } from '../lib/events/event-relay';
import { orderMessagesConsumer } from '../modules/messaging/messaging.api';
import { printingConsumer } from '../modules/printing/printing.api';
import type { Realtime } from './realtime';

declare module 'fastify' {
  interface FastifyInstance {
    /** The relay of recorded domain events (decision 0042); tests call `deliverNow()` to wait for it. */
    events: EventRelay;
  }
}

/**
 * The Socket.IO consumer: each event to its business's room with its `event_id`; `print.jobs` to
 * the business's print agents too; an order at a table also tells the table's screens, and every
 * order its customers' tracking pages.
 */
export function socketConsumer(realtime: Realtime): EventConsumer {
  return (event: DomainEventRow) => {
    const message = { ...event.payload, event_id: event.id };
    realtime.emitToBusiness(event.businessId, event.name, message);
    if (event.name === 'print.jobs') realtime.emitToPrintDevices(event.businessId, event.name, message);
    if (event.name === 'order.created' || event.name === 'order.updated') {
      const tableId = (event.payload as { data: { table_id: number | null } }).data.table_id;
      if (tableId !== null) realtime.emitToBusiness(event.businessId, 'table.updated', { data: { id: tableId }, event_id: event.id });
      // The customer's tracking page hears that its order moved (its uuid and status only) and reads it again.
      const { uuid, status } = (event.payload as { data: { uuid: string; status: string } }).data;
      realtime.emitToTrackedOrder(uuid, 'order.tracked', { data: { uuid, status }, event_id: event.id });
    }
  };
}

// Every process runs a relay: they share the queue (SKIP LOCKED), and a socket event reaches every
// process's clients through the Socket.IO adapter. It starts once the app is ready and stops, with
// the batch in hand delivered, before the database closes.
export const eventsPlugin = fp(async (app: FastifyInstance, opts: { database: Database }) => {
  const relay = createEventRelay({
    database: opts.database,
    log: app.log.child({ component: 'events' }),
    consumers: [printingConsumer, orderMessagesConsumer, socketConsumer(app.realtime)],
    pollIntervalMs: app.config.jobsPollIntervalMs,
    startDelayMs: app.config.eventsRelayStartDelayMs,
  });
  app.decorate('events', relay);
  // Off (EVENTS_RELAY=false), events wait for a process that runs one; deliverNow() still delivers.
  if (app.config.eventsRelay) app.addHook('onReady', async () => relay.start());
  app.addHook('onClose', async () => relay.stop());
});
