import type { FastifyInstance } from 'fastify';
import type { OrderStatus } from '@comanda/domain/orders/order-status';
import type { OrderType } from '@comanda/domain/orders/order-type';
import { sql } from 'drizzle-orm';
import { orderCounters, orderLines, orders, orderStatusHistory, type OrderRow } from '../db/schema/index';
import { orderNumberSeries } from '../modules/orders/orders.repository';
import type { BusinessRow } from '../plugins/who-is-asking';

/*
 * Orders written straight into the database, for tests of what reads and acts on orders (lists,
 * status actions) without going through POST v1/orders and its menu: two lines of 12,50 (qty 2)
 * and 8,00, totals as given.
 */

export type StoredOrderOverrides = Partial<Pick<OrderRow, 'status' | 'orderType' | 'paymentStatus' | 'paymentType' | 'customerName' | 'customerWhatsapp' | 'createdAt' | 'serviceChargeRate' | 'tableId' | 'tableName'>> & {
  status?: OrderStatus;
  orderType?: OrderType;
};

export async function storeOrder(app: FastifyInstance, business: BusinessRow, overrides: StoredOrderOverrides = {}): Promise<OrderRow> {
  return app.db.transaction(async (tx) => {
    const createdAt = overrides.createdAt ?? new Date();
    // The number as the order's placement takes it (insert-order.ts), from the same counter.
    const series = orderNumberSeries(business, createdAt);
    const [counter] = await tx
      .insert(orderCounters)
      .values({ businessId: business.id, series, lastNumber: 1 })
      .onConflictDoUpdate({ target: [orderCounters.businessId, orderCounters.series], set: { lastNumber: sql`${orderCounters.lastNumber} + 1` } })
      .returning({ number: orderCounters.lastNumber });
    const number = counter!.number;
    const serviceChargeRate = overrides.serviceChargeRate ?? 0;
    const subtotal = 2 * 1250 + 800;
    const serviceCharge = Math.round((subtotal * serviceChargeRate) / 10_000);
    const [row] = await tx
      .insert(orders)
      .values({
        businessId: business.id,
        number,
        numberSeries: series,
        status: 'noted',
        orderType: 'delivery',
        subtotal,
        serviceChargeRate,
        serviceCharge,
        total: subtotal + serviceCharge,
        paymentType: 'pix',
        customerName: 'João da Silva',
        customerWhatsapp: '11987654321',
        ...overrides,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    await tx.insert(orderLines).values([
      { orderId: row!.id, businessId: business.id, productName: 'Pizza Margherita', amount: 1250, qty: 2, subtotal: 2500, createdAt },
      { orderId: row!.id, businessId: business.id, productName: 'Guaraná', amount: 800, qty: 1, subtotal: 800, comments: 'gelado', createdAt },
    ]);
    await tx.insert(orderStatusHistory).values({ orderId: row!.id, status: row!.status, at: createdAt });
    return row!;
  });
}
