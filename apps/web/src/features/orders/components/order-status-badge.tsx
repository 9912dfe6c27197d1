import { orderStateLabel, type OrderStatus } from '@comanda/domain/orders/order-status';
import { paymentStatusLabel, type PaymentStatus } from '@comanda/domain/orders/payment';
import { getLocale } from '../../../lib/locale';
import { cn } from '../../../lib/cn';

const STATUS_TONES: Record<OrderStatus, string> = {
  pending: 'bg-amber-50 text-amber-800 ring-amber-200',
  noted: 'bg-sky-50 text-sky-800 ring-sky-200',
  processing: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  done: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  in_delivery: 'bg-violet-50 text-violet-800 ring-violet-200',
  waiting_get: 'bg-violet-50 text-violet-800 ring-violet-200',
  in_consumption: 'bg-violet-50 text-violet-800 ring-violet-200',
  finalized: 'bg-gray-100 text-gray-700 ring-gray-200',
  canceled: 'bg-red-50 text-red-700 ring-red-200',
};

const badge = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset whitespace-nowrap';

type StatusOf = { status: OrderStatus; merged_into: { table_name: string } | null };

/** The order's status with its spec §3 label, or the table it was merged into (domain order-status.ts). */
export function OrderStatusBadge({ order }: { order: StatusOf }) {
  const merged = order.status === 'canceled' && order.merged_into !== null;
  return <span className={cn(badge, merged ? STATUS_TONES.finalized : STATUS_TONES[order.status])}>{orderStateLabel(order, getLocale())}</span>;
}

/** Paid or awaiting payment (domain payment.ts). */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return (
    <span className={cn(badge, status === 'paid' ? 'bg-emerald-50 text-emerald-800 ring-emerald-200' : 'bg-amber-50 text-amber-800 ring-amber-200')}>
      {paymentStatusLabel(status, getLocale())}
    </span>
  );
}
