import { Minus, Plus, Trash2 } from 'lucide-react';
import type { OrderPricing } from '@comanda/domain/orders/order-pricing';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import type { OrderProductInput } from '@comanda/domain/totals/order-product';
import { formatMoney } from '../../../lib/format';
import { getIntlLocale } from '../../../lib/locale';
import { usePdvT } from '../i18n';
import type { LineLabel } from '../lib/use-pdv-cart';

type CartPanelProps = {
  items: readonly OrderProductInput[];
  lineTotals: readonly number[];
  labels: Record<string, LineLabel>;
  currency: string;
  /** The table's open order: its lines are shown, not edited (new items are appended). */
  tableOrder: OrderResource | null;
  onQty: (index: number, qty: number) => void;
  onRemove: (index: number) => void;
  onComments: (index: number, comments: string) => void;
  /** The API's 422 messages by line index. */
  errors: Record<number, string>;
};

export function CartPanel({ items, lineTotals, labels, currency, tableOrder, onQty, onRemove, onComments, errors }: CartPanelProps) {
  const pt = usePdvT();
  return (
    <section className="flex flex-col gap-3" aria-label={pt('cart.title')} data-testid="pdv-cart">
      {tableOrder && tableOrder.products.length > 0 ? (
        <div className="rounded-lg bg-gray-50 p-3 ring-1 ring-gray-200 ring-inset" data-testid="pdv-table-order">
          <h3 className="mb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">{pt('cart.tableOrder', { number: tableOrder.number })}</h3>
          <ul className="flex flex-col gap-1 text-sm text-gray-700">
            {tableOrder.products.map((line) => (
              <li key={line.id} className="flex justify-between gap-2">
                <span className="min-w-0 truncate">
                  {line.qty}× {line.name}
                  {line.items.length > 0 ? <span className="text-gray-500"> ({line.items.map((option) => option.name).join(', ')})</span> : null}
                </span>
                <span className="shrink-0">{formatMoney(line.subtotal, currency)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between border-t border-gray-200 pt-2 text-sm font-semibold text-gray-900">
            <span>{pt('totals.total')}</span>
            <span>{formatMoney(tableOrder.total, currency)}</span>
          </p>
        </div>
      ) : null}
      {tableOrder && items.length > 0 ? <h3 className="text-xs font-semibold tracking-wide text-gray-500 uppercase">{pt('cart.newItems')}</h3> : null}
      {items.length === 0 ? <p className="py-6 text-center text-sm text-gray-500">{pt('cart.empty')}</p> : null}
      <ul className="flex flex-col gap-2">
        {items.map((item, index) => {
          const label = labels[item.uuid ?? ''] ?? { name: `#${item.id}`, options: [] };
          return (
            <li key={item.uuid ?? index} className="rounded-lg bg-white p-3 ring-1 ring-gray-200 ring-inset" data-testid="pdv-cart-line">
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium text-gray-900">{label.name}</p>
                  {label.options.length > 0 ? <p className="text-xs text-gray-500">{label.options.join(', ')}</p> : null}
                  {item.is_weight_based && item.weight ? (
                    <p className="text-xs text-gray-500">{pt('cart.weight', { weight: item.weight.toLocaleString(getIntlLocale(), { maximumFractionDigits: 3 }) })}</p>
                  ) : null}
                </div>
                <span className="shrink-0 text-sm font-semibold text-gray-900">{formatMoney(lineTotals[index] ?? 0, currency)}</span>
              </div>
              <div className="mt-2 flex items-center gap-2">
                {item.is_weight_based ? null : (
                  <div className="flex items-center rounded-lg ring-1 ring-gray-300 ring-inset">
                    <button type="button" className="grid size-8 place-items-center text-gray-700" aria-label={pt('cart.decrease', { name: label.name })} onClick={() => onQty(index, (item.qty ?? 1) - 1)}>
                      <Minus className="size-4" aria-hidden />
                    </button>
                    <span className="w-8 text-center text-sm font-semibold" data-testid="pdv-line-qty">
                      {item.qty ?? 1}
                    </span>
                    <button type="button" className="grid size-8 place-items-center text-gray-700" aria-label={pt('cart.increase', { name: label.name })} onClick={() => onQty(index, (item.qty ?? 1) + 1)}>
                      <Plus className="size-4" aria-hidden />
                    </button>
                  </div>
                )}
                <input
                  type="text"
                  value={item.comments ?? ''}
                  placeholder={pt('cart.comments')}
                  aria-label={pt('cart.commentsOf', { name: label.name })}
                  onChange={(event) => onComments(index, event.target.value)}
                  className="h-8 min-w-0 flex-1 rounded-md border-0 px-2 text-sm ring-1 ring-gray-200 ring-inset focus:ring-2 focus:ring-brand-600"
                />
                <button type="button" className="grid size-8 place-items-center rounded-md text-gray-500 hover:bg-red-50 hover:text-red-600" aria-label={pt('cart.remove', { name: label.name })} onClick={() => onRemove(index)}>
                  <Trash2 className="size-4" aria-hidden />
                </button>
              </div>
              {errors[index] ? (
                <p role="alert" className="mt-2 text-sm text-red-600">
                  {errors[index]}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The totals of the order being made, as priceOrder gives them (the API stores the same). */
type TotalsListProps = { pricing: OrderPricing; currency: string; couponCode?: string | null | undefined; pointsOff?: number; rewardOff?: number; cashbackOff?: number };

export function TotalsList({ pricing, currency, couponCode, pointsOff = 0, rewardOff = 0, cashbackOff = 0 }: TotalsListProps) {
  const pt = usePdvT();
  // The applied discount is the coupon's, the card's reward, the points', the cashback and the manual one
  // (capped as a whole by priceOrder): each shown within what is left of it.
  let left = pricing.discount - pricing.coupon_discount;
  const take = (wanted: number) => {
    const shown = Math.max(0, Math.min(wanted, left));
    left -= shown;
    return shown;
  };
  const rewardShown = take(rewardOff);
  const pointsShown = take(pointsOff);
  const cashbackShown = take(cashbackOff);
  const manualDiscount = left;
  const rows: [string, number, boolean][] = [
    [pt('totals.subtotal'), pricing.subtotal, true],
    [pt('totals.deliveryFee'), pricing.delivery_fee, pricing.delivery_fee > 0],
    [pt('totals.serviceCharge'), pricing.service_charge, pricing.service_charge > 0],
    [pt('totals.cardFee'), pricing.card_fee, pricing.card_fee > 0],
    [pt('totals.coupon', { code: couponCode ?? '' }), -pricing.coupon_discount, pricing.coupon_discount > 0],
    [pt('totals.stampReward'), -rewardShown, rewardShown > 0],
    [pt('totals.points'), -pointsShown, pointsShown > 0],
    [pt('totals.cashback'), -cashbackShown, cashbackShown > 0],
    [pt('totals.discount'), -manualDiscount, manualDiscount > 0],
  ];
  return (
    <dl className="flex flex-col gap-1 text-sm" data-testid="pdv-totals">
      {rows
        .filter(([, , shown]) => shown)
        .map(([label, value]) => (
          <div key={label} className="flex justify-between text-gray-600">
            <dt>{label}</dt>
            <dd>{formatMoney(value, currency)}</dd>
          </div>
        ))}
      <div className="flex justify-between border-t border-gray-200 pt-1 text-base font-semibold text-gray-900">
        <dt>{pt('totals.total')}</dt>
        <dd data-testid="pdv-total">{formatMoney(pricing.total, currency)}</dd>
      </div>
    </dl>
  );
}
