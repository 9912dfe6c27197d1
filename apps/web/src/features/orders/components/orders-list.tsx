import type { OrderSummary } from '@comanda/domain/orders/order-resource';
import { paymentMethodLabel } from '@comanda/domain/orders/payment';
import { formatMoney } from '../../../lib/format';
import { getIntlLocale, getLocale } from '../../../lib/locale';
import { useOrdersT } from '../i18n';
import { orderPlaceText, orderTimeText } from '../lib/order-labels';
import { usePrintStates } from '../printing/api/print-states';
import { PrintStateBadge } from '../printing/components/print-state-badge';
import { OrderStatusBadge, PaymentStatusBadge } from './order-status-badge';

type Props = { businessId: number; orders: OrderSummary[]; onOpen: (order: OrderSummary) => void };

/** The orders as a table on a wide screen and as cards on a phone; each opens its detail. */
export function OrdersList({ businessId, orders, onOpen }: Props) {
  const ot = useOrdersT();
  const printStates = usePrintStates(businessId, orders.map((order) => order.id));
  const lang = getLocale();
  const locale = getIntlLocale();
  const row = (order: OrderSummary) => ({
    time: orderTimeText(order.created_at, locale),
    place: orderPlaceText(order, lang, ot('counter')),
    customer: order.customer_name ?? ot('noCustomer'),
    method: order.payment_type ? paymentMethodLabel(order.payment_type, lang) : '—',
  });

  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border border-gray-200 bg-white md:block">
        <table className="w-full text-left text-sm" data-testid="orders-table">
          <thead className="bg-gray-50 text-xs font-medium text-gray-500 uppercase">
            <tr>
              <th className="px-4 py-3">{ot('columns.number')}</th>
              <th className="px-4 py-3">{ot('columns.time')}</th>
              <th className="px-4 py-3">{ot('columns.type')}</th>
              <th className="px-4 py-3">{ot('columns.customer')}</th>
              <th className="px-4 py-3 text-right">{ot('columns.total')}</th>
              <th className="px-4 py-3">{ot('columns.payment')}</th>
              <th className="px-4 py-3">{ot('columns.status')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-gray-100">
            {orders.map((order) => {
              const r = row(order);
              return (
                <tr key={order.id} className="cursor-pointer hover:bg-gray-50" data-testid={`order-row-${order.number}`} onClick={() => onOpen(order)}>
                  <td className="px-4 py-3 font-semibold text-gray-900">
                    <button type="button" className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-brand-600" aria-label={ot('open', { number: order.number })} onClick={() => onOpen(order)}>
                      #{order.number}
                    </button>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap text-gray-600">{r.time}</td>
                  <td className="px-4 py-3 text-gray-700">{r.place}</td>
                  <td className="px-4 py-3 text-gray-900">
                    {r.customer}
                    <span className="block text-xs text-gray-500">{ot('itemsCount', { count: order.items_count })}</span>
                  </td>
                  <td className="px-4 py-3 text-right font-medium whitespace-nowrap text-gray-900 tabular-nums">{formatMoney(order.total)}</td>
                  <td className="px-4 py-3">
                    <span className="block text-gray-700">{r.method}</span>
                    <PaymentStatusBadge status={order.payment_status} />
                  </td>
                  <td className="px-4 py-3">
                    <span className="flex flex-wrap items-center gap-1">
                      <OrderStatusBadge order={order} />
                      <PrintStateBadge state={printStates.get(order.id)} />
                    </span>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <ul className="space-y-3 md:hidden" data-testid="orders-cards">
        {orders.map((order) => {
          const r = row(order);
          return (
            <li key={order.id}>
              <button
                type="button"
                className="w-full rounded-xl border border-gray-200 bg-white p-4 text-left shadow-sm focus-visible:outline-2 focus-visible:outline-brand-600"
                aria-label={ot('open', { number: order.number })}
                data-testid={`order-card-${order.number}`}
                onClick={() => onOpen(order)}
              >
                <div className="flex items-start justify-between gap-3">
                  <div>
                    <p className="font-semibold text-gray-900">
                      #{order.number} · {r.place}
                    </p>
                    <p className="text-sm text-gray-600">
                      {r.time} · {r.customer}
                    </p>
                  </div>
                  <p className="font-semibold whitespace-nowrap text-gray-900 tabular-nums">{formatMoney(order.total)}</p>
                </div>
                <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-gray-600">
                  <OrderStatusBadge order={order} />
                  <PaymentStatusBadge status={order.payment_status} />
                  <PrintStateBadge state={printStates.get(order.id)} />
                  <span>{r.method}</span>
                </div>
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
