import { useTranslation } from 'react-i18next';
import { Plus, QrCode, X } from 'lucide-react';
import { useState } from 'react';
import type { Business } from '@comanda/domain/business/business-schemas';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { paymentMethodLabel, type PaymentMethod } from '@comanda/domain/orders/payment';
import { acceptedPaymentMethods } from '@comanda/domain/business/payment-settings';
import type { TableResource } from '@comanda/domain/tables/table-resource';
import { REMOVE_SERVICE_CHARGE_PERMISSION } from '@comanda/domain/orders/service-charge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { MoneyField } from '../../../components/ui/money-field';
import { SelectField } from '../../../components/ui/select-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { notifyApiError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { getLocale } from '../../../lib/locale';
import { useHasPermission } from '../../../lib/use-permission';
import { notify } from '../../../lib/toast';
import { PixChargeDialog } from '../../../components/pix-charge-dialog';
import { useCloseBill } from '../api/tables';
import { usePdvT } from '../i18n';
import { billTotal, paymentsLeft, type BillPayment } from '../lib/close-bill';

type CloseBillDialogProps = {
  business: Business;
  table: TableResource | null;
  order: OrderResource | null;
  onClose: () => void;
  onClosed: () => void;
};

/**
 * "Fechar conta": the service charge on or off, the bill split across methods (cash may be handed
 * over above its share; the change is shown), sent once with an Idempotency-Key.
 */
export function CloseBillDialog({ business, table, order, onClose, onClosed }: CloseBillDialogProps) {
  const pt = usePdvT();
  // The bill being charged by Pix: the dialog stays while the table's order goes away under it (the
  // webhook closes the table), and the Pix dialog then says it was received.
  const [charging, setCharging] = useState<OrderResource | null>(null);
  const open = table !== null && order !== null && charging === null;
  const live = charging ? { ...charging, payment_status: order?.id === charging.id ? order.payment_status : ('paid' as const) } : null;
  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !next && onClose()} title={table ? pt('close.title', { name: table.name }) : ''}>
        {table && order ? <CloseBillForm key={order.id} business={business} table={table} order={order} onClose={onClose} onClosed={onClosed} onPix={() => setCharging(order)} /> : null}
      </Dialog>
      {live ? (
        <PixChargeDialog
          order={live}
          open
          pending={false}
          onClose={() => {
            setCharging(null);
            if (live.payment_status === 'paid') onClosed();
          }}
          // A dynamic charge confirms itself; the static code is not offered here.
          onReceived={async () => false}
        />
      ) : null}
    </>
  );
}

function CloseBillForm({
  business,
  table,
  order,
  onClose,
  onClosed,
  onPix,
}: {
  business: Business;
  table: TableResource;
  order: OrderResource;
  onClose: () => void;
  onClosed: () => void;
  onPix: () => void;
}) {
  const pt = usePdvT();
  const { t } = useTranslation();
  const lang = getLocale();
  const currency = business.currency;
  const methods = acceptedPaymentMethods(business, 'local');
  // The server closes with the business's current rate (an order may predate it).
  const percent = business.waiter_service_charge?.value ?? 0;
  const [serviceOn, setServiceOn] = useState(percent > 0);
  const mayRemoveServiceCharge = useHasPermission(REMOVE_SERVICE_CHARGE_PERMISSION);
  const total = billTotal(order, serviceOn, percent);
  const [payments, setPayments] = useState<BillPayment[]>([{ method: methods[0] ?? 'money', amount: total, received: 0 }]);
  const close = useCloseBill(business.id);
  const left = paymentsLeft(total, payments);
  // Efí connected: the whole bill by a Pix charge that closes the table by itself when it arrives
  // (the server charges the order's total, so only while the dialog's total is the order's).
  const pixCharge = business.efi_connected && methods.includes('pix') && order.total > 0 && total === order.total;

  function update(index: number, patch: Partial<BillPayment>) {
    setPayments((list) => list.map((payment, i) => (i === index ? { ...payment, ...patch } : payment)));
  }

  function confirm() {
    if (left !== 0) return;
    close.mutate(
      {
        tableId: table.id,
        body: {
          service_charge_waiter: serviceOn,
          payments: payments.filter((p) => p.amount > 0).map((p) => ({ method: p.method, amount: p.amount, received: p.method === 'money' && p.received > 0 ? p.received : null })),
        },
      },
      {
        onSuccess: () => {
          notify.success({ title: pt('close.closed', { name: table.name }) });
          onClosed();
        },
        onError: notifyApiError,
      },
    );
  }

  return (
    <div className="flex flex-col gap-4" data-testid="pdv-close-bill">
      {percent > 0 ? (
        <SwitchField label={pt('close.serviceCharge')} checked={serviceOn} disabled={serviceOn && !mayRemoveServiceCharge} onChange={(e) => setServiceOn(e.target.checked)} />
      ) : null}
      <p className="flex justify-between text-base font-semibold text-gray-900">
        <span>{pt('totals.total')}</span>
        <span data-testid="pdv-bill-total">{formatMoney(total, currency)}</span>
      </p>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-gray-900">{pt('close.payments')}</legend>
        {payments.map((payment, index) => (
          <div key={index} className="flex flex-col gap-2 rounded-lg p-3 ring-1 ring-gray-200 ring-inset" data-testid="pdv-bill-payment">
            <div className="grid grid-cols-[1fr_1fr_auto] items-end gap-2">
              <SelectField
                label={pt('close.method')}
                value={payment.method}
                options={methods.map((method) => ({ value: method, label: paymentMethodLabel(method, lang) }))}
                onChange={(e) => update(index, { method: e.target.value as PaymentMethod })}
              />
              <MoneyField label={pt('close.amount')} value={payment.amount} currency={currency} onChange={(amount) => update(index, { amount })} />
              {payments.length > 1 ? (
                <button type="button" className="mb-1 grid size-8 place-items-center rounded-md text-gray-500 hover:bg-gray-100" aria-label={pt('close.removePayment')} onClick={() => setPayments((list) => list.filter((_, i) => i !== index))}>
                  <X className="size-4" aria-hidden />
                </button>
              ) : (
                <span />
              )}
            </div>
            {payment.method === 'money' ? (
              <>
                <MoneyField label={pt('close.received')} optional={t('common.optional')} value={payment.received} currency={currency} onChange={(received) => update(index, { received })} />
                {payment.received > payment.amount ? (
                  <p className="text-sm text-gray-700" data-testid="pdv-bill-change">{pt('close.change', { change: formatMoney(payment.received - payment.amount, currency) })}</p>
                ) : null}
              </>
            ) : null}
          </div>
        ))}
        <button
          type="button"
          className="flex items-center gap-1 self-start text-sm font-semibold text-brand-700"
          onClick={() => setPayments((list) => [...list, { method: methods.find((m) => !list.some((p) => p.method === m)) ?? 'money', amount: Math.max(0, left), received: 0 }])}
        >
          <Plus className="size-4" aria-hidden />
          {pt('close.addPayment')}
        </button>
        {left !== 0 ? (
          <p role="alert" className="text-sm text-red-600">
            {left > 0 ? pt('close.remaining', { amount: formatMoney(left, currency) }) : pt('close.over', { amount: formatMoney(-left, currency) })}
          </p>
        ) : null}
      </fieldset>
      {pixCharge ? (
        <div className="flex flex-col gap-2 rounded-lg bg-gray-50 p-3 text-sm">
          <p className="text-gray-700">{pt('close.pixHint')}</p>
          <Button variant="secondary" className="gap-2 self-start" onClick={onPix} data-testid="pdv-bill-pix">
            <QrCode className="size-4" aria-hidden /> {pt('close.pixCharge')}
          </Button>
        </div>
      ) : null}
      <DialogActions onCancel={onClose} confirmLabel={pt('close.confirm')} pending={close.isPending} disabled={left !== 0} onConfirm={confirm} />
    </div>
  );
}

export default CloseBillDialog;
