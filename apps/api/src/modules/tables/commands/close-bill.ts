import { and, eq } from 'drizzle-orm';
import { formatMoney } from '@comanda/domain/money/money';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { REMOVE_SERVICE_CHARGE_PERMISSION } from '@comanda/domain/orders/service-charge';
import type { CloseBillBody } from '@comanda/domain/tables/table-resource';
import type { Lang } from '@comanda/domain/validation/lang';
import { orderPayments, orders } from '../../../db/schema/index';
import { AppError, fieldError } from '../../../lib/app-error';
import { writeAudit } from '../../../lib/audit';
import { actorMay, actorUserId, type Actor } from '../../../lib/commands/actor';
import type { CommandDeps } from '../../../lib/commands/command-deps';
import { msg } from '../../../lib/messages';
import { inTransaction } from '../../../lib/unit-of-work';
import type { BusinessRow } from '../../../plugins/who-is-asking';
import { actorBusiness } from '../../businesses/businesses.api';
import { settleOrderPoints } from '../../loyalty/loyalty.api';
import { checkPaymentType, orderResource, recordOrderEvent, recordStatus, refreshOrderTotals, serviceChargeFor } from '../../orders/orders.api';
import { lockTables, openOrderOf } from '../tables.repository';

/*
 * PUT v1/tables/{id}/close-bill, "Fechar conta" (issue 15, decision 0026): the service charge on or
 * off, the payments (a ledger row each) covering exactly the total, cash with its change; the order
 * is finalized and paid and the table is free again. Dropping the service charge is checked here
 * against the actor, as PUT v1/orders/{id}/disable-service-charge-waiter checks it: one rule, both doors.
 */
export async function closeBill(
  deps: CommandDeps,
  actor: Actor,
  input: { tableId: number; bill: CloseBillBody; /** The provider's confirmed payment the bill's one payment is (Efí's Pix webhook). */ providerPayment?: { provider: 'efi'; providerPaymentId: string } },
): Promise<OrderResource> {
  const { lang } = deps;
  const { bill } = input;
  return inTransaction(deps.db, async (tx) => {
    const business = await actorBusiness(tx, actor.businessId, lang);
    checkPayments(business, bill, lang);
    const mayRemove = await actorMay(actor, REMOVE_SERVICE_CHARGE_PERMISSION);
    const table = (await lockTables(tx, business.id, [input.tableId], lang)).get(input.tableId)!;
    const order = await openOrderOf(tx, table.id);
    if (!order) throw new AppError('conflict', msg(lang, 'table_has_no_order', { name: table.name }));
    // The card fee passed on to the customer follows the first payment's method, as the PDV shows it.
    const [terms] = await tx
      .update(orders)
      .set({
        serviceChargeRate: serviceChargeFor(business, { orderType: 'local', localSubType: 'mesa' }, { wanted: bill.service_charge_waiter, mayRemove, lang }),
        paymentType: bill.payments[0]!.method,
        valueToChange: null,
      })
      .where(and(eq(orders.id, order.id), eq(orders.businessId, business.id)))
      .returning();
    const priced = await refreshOrderTotals(tx, terms!, business);
    const paid = bill.payments.reduce((sum, payment) => sum + payment.amount, 0);
    if (paid !== priced.total) {
      throw fieldError('payments', msg(lang, 'bill_payments_mismatch', { paid: formatMoney(paid, lang), total: formatMoney(priced.total, lang) }));
    }
    await tx.insert(orderPayments).values(
      bill.payments.map((payment) => ({
        orderId: order.id,
        businessId: business.id,
        method: payment.method,
        amount: payment.amount,
        received: payment.received ?? null,
        changeGiven: payment.received === null || payment.received === undefined ? null : payment.received - payment.amount,
        createdBy: actorUserId(actor),
        ...(input.providerPayment && bill.payments.length === 1 ? input.providerPayment : {}),
      })),
    );
    const cash = bill.payments.filter((payment) => payment.received !== null && payment.received !== undefined);
    const now = deps.clock.now();
    const [closed] = await tx
      .update(orders)
      .set({
        status: 'finalized',
        paymentStatus: 'paid',
        paidAt: now,
        closedAt: now,
        updatedAt: now,
        valueToChange: cash.length > 0 ? cash.reduce((sum, payment) => sum + payment.received!, 0) : null,
        changeDue: cash.length > 0 ? cash.reduce((sum, payment) => sum + payment.received! - payment.amount, 0) : null,
      })
      .where(and(eq(orders.id, order.id), eq(orders.businessId, business.id)))
      .returning();
    await recordStatus(tx, { orderId: order.id, status: 'finalized', userId: actorUserId(actor) });
    await settleOrderPoints(tx, closed!, now, business.timezone);
    await writeAudit(tx, { businessId: business.id, actor, action: 'order.close_bill', entity: 'order', entityId: order.id, before: null, after: { payments: bill.payments } });
    const resource = await orderResource(tx, closed!);
    await recordOrderEvent(tx, business.id, 'order.updated', resource);
    return resource;
  });
}

/** Each payment's method offered at a table; cash received only for money, and at least its amount. */
function checkPayments(business: BusinessRow, bill: CloseBillBody, lang: Lang): void {
  bill.payments.forEach((payment, index) => {
    checkPaymentType(business, 'local', payment.method, lang);
    if (payment.received === null || payment.received === undefined) return;
    if (payment.method !== 'money') throw fieldError(`payments.${index}.received`, msg(lang, 'bill_received_only_money'));
    if (payment.received < payment.amount) {
      throw fieldError(`payments.${index}.received`, msg(lang, 'bill_received_too_low', { received: formatMoney(payment.received, lang), amount: formatMoney(payment.amount, lang) }));
    }
  });
}
