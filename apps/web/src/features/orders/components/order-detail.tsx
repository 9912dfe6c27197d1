import { useState } from 'react';
import { statusActionSegment } from '@comanda/domain/orders/order-list-query';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { orderAction, orderStatusLabel } from '@comanda/domain/orders/order-status';
import { canMarkPaid, paymentMethodLabel } from '@comanda/domain/orders/payment';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { WideDialog } from '../../../components/ui/wide-dialog';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { getIntlLocale, getLocale } from '../../../lib/locale';
import { useOrder } from '../api/get-order';
import type { OrderActionRequest } from '../api/order-actions';
import { useRunOrderAction } from '../api/run-order-action';
import { useOrdersT } from '../i18n';
import { orderPlaceText } from '../lib/order-labels';
import { OrderPrinting } from '../printing/components/order-printing';
import { CancelOrderDialog } from './cancel-order-dialog';
import { PixChargeDialog } from '../../../components/pix-charge-dialog';
import { useHasPermission } from '../../../lib/use-permission';
import { useFormattedPhone, useWhatsappUrl } from '../../../lib/phone';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status-badge';

type Props = {
  businessId: number;
  /** The order to show; null closes the detail. */
  orderId: number | null;
  /** Its number, known from the list before the order itself arrives. */
  number: number | null;
  onClose: () => void;
  /** Whether the business can charge by Pix (a key, or an Efí account), so the detail offers "Cobrar com Pix" (issue 34). */
  chargesPix: boolean;
};

/**
 * One order in a dialog: its lines with options and comments, customer and address, payment and
 * change, status history, and what can be done with it (the status's action, cancel, mark paid).
 * The order manager of the next issue opens the same component.
 */
export function OrderDetail({ businessId, orderId, number, onClose, chargesPix }: Props) {
  const ot = useOrdersT();
  const order = useOrder(orderId);
  const data = order.data?.id === orderId ? order.data : undefined;
  const title = ot('detail.title', { number: data?.number ?? number ?? '' });
  return (
    <WideDialog open={orderId !== null} onOpenChange={(open) => !open && onClose()} title={title} size="form" footer={data ? <OrderActions businessId={businessId} order={data} chargesPix={chargesPix} /> : null}>
      {data ? (
        <OrderBody businessId={businessId} order={data} />
      ) : order.isError ? (
        <LoadFailedAlert title={ot('detail.loadFailed')} onRetry={() => void order.refetch()} />
      ) : (
        <LoadingStatus label={ot('detail.loading')} />
      )}
    </WideDialog>
  );
}

function OrderActions({ businessId, order, chargesPix }: { businessId: number; order: OrderResource; chargesPix: boolean }) {
  const ot = useOrdersT();
  const lang = getLocale();
  const { run: runAction, running: request, pending } = useRunOrderAction(businessId);
  const [cancelling, setCancelling] = useState(false);
  const [charging, setCharging] = useState(false);
  const unpaid = order.payment_status !== 'paid' && canMarkPaid(order.status);
  const running = request?.kind ?? null;
  const next = orderAction(order.status, order.order_type, lang);
  const segment = next ? statusActionSegment(next.next) : null;
  const isOpen = order.status !== 'finalized' && order.status !== 'canceled';
  const mayCancel = useHasPermission('cancel_orders');

  const run = async (action: OrderActionRequest) => {
    const done = await runAction(action);
    if (done && action.kind === 'cancel') setCancelling(false);
    return done;
  };

  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {isOpen && mayCancel ? (
        <Button variant="danger" disabled={pending} onClick={() => setCancelling(true)}>
          {ot('detail.cancel')}
        </Button>
      ) : null}
      {unpaid && chargesPix && order.total > 0 ? (
        <Button variant="secondary" disabled={pending} onClick={() => setCharging(true)} data-testid="pix-charge-open">
          {ot('pix.charge')}
        </Button>
      ) : null}
      {unpaid && segment !== 'finalized' ? (
        <Button variant="secondary" disabled={pending} loading={running === 'paid'} onClick={() => void run({ kind: 'paid', orderId: order.id })}>
          {ot('detail.markPaid')}
        </Button>
      ) : null}
      {next && segment === 'finalized' && order.payment_status !== 'paid' ? (
        // An unpaid order finalized earns no points and stays "Aguardando pagamento" (issue 31): offer both at once.
        <Button
          variant="secondary"
          disabled={pending}
          loading={running === 'paid'}
          onClick={() => void run({ kind: 'paid', orderId: order.id }).then((paid) => paid && run({ kind: 'status', orderId: order.id, segment }))}
        >
          {ot('detail.finalizePaid')}
        </Button>
      ) : null}
      {next && segment ? (
        <Button disabled={pending} loading={running === 'status'} onClick={() => void run({ kind: 'status', orderId: order.id, segment })}>
          {next.label}
        </Button>
      ) : null}
      <PixChargeDialog order={order} open={charging} pending={running === 'paid'} onClose={() => setCharging(false)} onReceived={() => run({ kind: 'paid', orderId: order.id })} />
      <CancelOrderDialog
        number={order.number}
        open={cancelling}
        pending={running === 'cancel'}
        onClose={() => setCancelling(false)}
        onConfirm={(reason) => void run({ kind: 'cancel', orderId: order.id, reason })}
      />
    </div>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="border-t border-gray-100 pt-4 first:border-t-0 first:pt-0">
      <h3 className="mb-2 text-sm font-semibold text-gray-900">{title}</h3>
      {children}
    </section>
  );
}

function OrderBody({ businessId, order }: { businessId: number; order: OrderResource }) {
  const ot = useOrdersT();
  const lang = getLocale();
  const locale = getIntlLocale();
  const when = (iso: string) => formatDateTime(iso, locale);
  const address = [order.address_street, order.address_number, order.address_complement].filter(Boolean).join(', ');
  // The applied discount is the coupon's, the points' and the manual one's, shown apart.
  const manualDiscount = Math.max(0, order.discount - order.coupon_discount - order.loyalty_discount);
  const totals: [string, number][] = [
    [ot('detail.subtotal'), order.subtotal],
    ...(order.delivery_fee ? [[ot('detail.deliveryFee'), order.delivery_fee] as [string, number]] : []),
    ...(order.service_charge ? [[ot('detail.serviceCharge', { percent: order.service_charge_percent }), order.service_charge] as [string, number]] : []),
    ...(order.card_fee ? [[ot('detail.cardFee'), order.card_fee] as [string, number]] : []),
    ...(order.coupon_discount ? [[ot('detail.coupon', { code: order.coupon_code ?? '' }), -order.coupon_discount] as [string, number]] : []),
    ...(order.loyalty_discount ? [[ot('detail.points', { count: order.points_redeemed }), -order.loyalty_discount] as [string, number]] : []),
    ...(manualDiscount > 0 ? [[ot('detail.discount'), -manualDiscount] as [string, number]] : []),
  ];

  return (
    <div className="space-y-4 text-sm" data-testid="order-detail">
      <div className="flex flex-wrap items-center gap-2">
        <OrderStatusBadge order={order} />
        <PaymentStatusBadge status={order.payment_status} />
        <span className="text-gray-600">
          {orderPlaceText(order, lang, ot('counter'))} · {when(order.created_at)}
        </span>
      </div>
      <RefundNotices order={order} />

      <Section title={ot('detail.items')}>
        <ul className="divide-y divide-gray-100">
          {order.products.map((line) => (
            <li key={line.id} className="flex justify-between gap-3 py-2">
              <div>
                <p className="font-medium text-gray-900">
                  {line.qty}× {line.name}
                  {line.is_weight_based && line.weight ? <span className="font-normal text-gray-600"> · {ot('detail.weight', { weight: line.weight.toLocaleString(locale) })}</span> : null}
                </p>
                {line.items.length > 0 ? (
                  <ul className="text-gray-600">
                    {line.items.map((item) => (
                      <li key={`${item.group_id ?? 0}-${item.item_id}`}>
                        {item.qty > 1 ? `${item.qty}× ` : ''}
                        {item.name}
                        {item.amount ? ` (${formatMoney(item.amount)})` : ''}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {line.comments ? <p className="text-gray-500 italic">{ot('detail.comment', { text: line.comments })}</p> : null}
              </div>
              <span className="whitespace-nowrap text-gray-900 tabular-nums">{formatMoney(line.subtotal)}</span>
            </li>
          ))}
        </ul>
      </Section>

      {order.customer_name || order.customer_whatsapp || order.customer_email ? (
        <Section title={ot('detail.customer')}>
          <p className="text-gray-900">{order.customer_name}</p>
          {order.customer_whatsapp ? <CustomerPhone phone={order.customer_whatsapp} /> : null}
          {order.customer_email ? <p className="text-gray-600">{order.customer_email}</p> : null}
        </Section>
      ) : null}

      {address || order.district_name ? (
        <Section title={ot('detail.address')}>
          <p className="text-gray-900">{[address, order.district_name].filter(Boolean).join(' · ')}</p>
          {order.address_reference ? <p className="text-gray-600">{ot('detail.reference', { text: order.address_reference })}</p> : null}
        </Section>
      ) : null}

      {order.notes ? (
        <Section title={ot('detail.notes')}>
          <p className="whitespace-pre-line text-gray-700">{order.notes}</p>
        </Section>
      ) : null}

      <Section title={ot('detail.payment')}>
        <dl className="space-y-1">
          {totals.map(([label, amount]) => (
            <div key={label} className="flex justify-between text-gray-600">
              <dt>{label}</dt>
              <dd className="tabular-nums">{formatMoney(amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between font-semibold text-gray-900">
            <dt>{ot('detail.total')}</dt>
            <dd className="tabular-nums">{formatMoney(order.total)}</dd>
          </div>
        </dl>
        {order.payment_type ? <p className="mt-2 text-gray-700">{paymentMethodLabel(order.payment_type, lang)}</p> : null}
        {order.payment_type === 'money' && order.value_to_change ? (
          <p className="text-gray-700">{ot('detail.changeFor', { amount: formatMoney(order.value_to_change), change: formatMoney(order.change ?? 0) })}</p>
        ) : null}
      </Section>

      <Section title={ot('detail.history')}>
        <ol className="space-y-2" data-testid="order-history">
          {order.history.map((entry, index) => (
            <li key={`${entry.at}-${index}`} className="flex flex-wrap gap-x-2 text-gray-700">
              <span className="tabular-nums text-gray-500">{when(entry.at)}</span>
              <span className="font-medium text-gray-900">{orderStatusLabel(entry.status, lang)}</span>
              {entry.user ? <span>{ot('detail.by', { name: entry.user.name })}</span> : null}
              {entry.reason ? <span className="basis-full text-gray-600">{ot('detail.reason', { reason: entry.reason })}</span> : null}
            </li>
          ))}
        </ol>
      </Section>

      <Section title={ot('printing.order.title')}>
        <OrderPrinting businessId={businessId} order={order} />
      </Section>
    </div>
  );
}

/** The customer's phone as a Brazilian writes it, opening a WhatsApp chat with them (issue 31). */
function CustomerPhone({ phone }: { phone: string }) {
  const ot = useOrdersT();
  const shown = useFormattedPhone(phone);
  const href = useWhatsappUrl(phone);
  if (!href) return <p className="text-gray-600">{shown}</p>;
  return (
    <p>
      <a href={href} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline-offset-2 hover:underline" data-testid="order-customer-whatsapp" aria-label={ot('detail.whatsappChat', { phone: shown })}>
        {shown}
      </a>
    </p>
  );
}

/**
 * The refunds of a canceled order's provider payments (issue 34): asked, made, or failed after every
 * retry — then the owner must give the money back from the provider's panel, so it says so in red.
 */
function RefundNotices({ order }: { order: OrderResource }) {
  const ot = useOrdersT();
  const refunds = order.payments.filter((payment) => payment.refund_status !== null);
  if (refunds.length === 0) return null;
  return (
    <div className="space-y-2" data-testid="order-refunds">
      {refunds.map((payment) => {
        const values = { amount: formatMoney(payment.amount), provider: payment.provider === 'efi' ? 'Efí' : 'Mercado Pago' };
        const tone = payment.refund_status === 'failed' ? 'error' : payment.refund_status === 'refunded' ? 'success' : 'info';
        return <Alert key={payment.id} tone={tone} title={ot(`refund.${payment.refund_status!}`, values)} />;
      })}
    </div>
  );
}
