import type { CustomerPoints } from '@comanda/domain/loyalty/loyalty-resource';
import { formatDate, formatMoney } from '../../../lib/format';
import { cn } from '../../../lib/cn';
import { useLoyaltyT } from '../i18n';

/** A customer's points: the balance and what it is worth, then every movement, newest first. */
export function PointsHistory({ points, currency }: { points: CustomerPoints; currency: string }) {
  const lt = useLoyaltyT();
  return (
    <div className="space-y-4">
      <div className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
        <p className="text-sm text-gray-500">{lt('history.balance')}</p>
        <p className="text-3xl font-semibold text-gray-900 tabular-nums" data-testid="points-balance">
          {points.balance}
        </p>
        <p className="text-sm text-gray-500">{lt('history.value', { value: formatMoney(points.value, currency) })}</p>
        {points.cashback_balance > 0 ? (
          <p className="mt-3 text-sm text-gray-700" data-testid="cashback-balance">
            {lt('history.cashbackBalance', { value: formatMoney(points.cashback_balance, currency) })}
          </p>
        ) : null}
        {points.stamps_required !== null ? (
          <p className="mt-3 text-sm text-gray-700" data-testid="stamps-balance">
            {lt('history.stamps', { count: points.stamps, required: points.stamps_required })}
          </p>
        ) : null}
      </div>
      {points.movements.length === 0 ? (
        <p className="text-sm text-gray-500">{lt('history.empty')}</p>
      ) : (
        <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200" data-testid="points-movements">
          {points.movements.map((m) => (
            <li key={m.id} className="flex items-center justify-between gap-3 px-4 py-3 text-sm">
              <div className="min-w-0">
                <p className="font-medium text-gray-900">
                  {m.program !== 'points' ? `${lt(`history.programs.${m.program}`)} · ` : ''}
                  {lt(`history.types.${m.type}`)}
                  {m.order_number !== null ? ` · ${lt('history.order', { number: m.order_number })}` : ''}
                </p>
                <p className="text-xs text-gray-500">
                  {formatDate(m.created_at)}
                  {m.expires_at ? ` · ${lt('history.expires', { date: formatDate(m.expires_at) })}` : ''}
                </p>
              </div>
              <span className={cn('font-semibold tabular-nums', m.amount > 0 ? 'text-green-700' : 'text-red-700')}>
                {m.program === 'cashback' ? `${m.amount > 0 ? '+' : '−'}${formatMoney(Math.abs(m.amount), currency)}` : m.amount > 0 ? `+${m.amount}` : m.amount}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
