import { useState } from 'react';
import { Copy } from 'lucide-react';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { pixQrSrc } from '@comanda/domain/payments/pix-qr-src';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { LoadingStatus } from '../../../components/ui/query-state';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useOrderPix } from '../api/get-order-pix';
import { useOrdersT } from '../i18n';

type Props = {
  order: Pick<OrderResource, 'id' | 'number'>;
  open: boolean;
  onClose: () => void;
  /** Marks the order paid (PUT v1/orders/{id}/paid); answers whether it went through. */
  onReceived: () => Promise<boolean>;
  pending: boolean;
};

/**
 * "Cobrar com Pix" (issue 34): the order's static Pix code for the customer to scan or copy. Nothing
 * tells the restaurant that a static Pix arrived, so the cashier checks the bank app and confirms
 * "Recebido", asked once more before the order is marked paid.
 */
export function PixChargeDialog({ order, open, onClose, onReceived, pending }: Props) {
  const ot = useOrdersT();
  const pix = useOrderPix(order.id, open);
  const [confirming, setConfirming] = useState(false);
  const close = () => {
    if (pending) return;
    setConfirming(false);
    onClose();
  };
  const copy = async () => {
    if (!pix.data) return;
    await navigator.clipboard?.writeText(pix.data.br_code).catch(() => undefined);
    notify.success({ title: ot('pix.copied') });
  };
  const receive = async () => {
    if (await onReceived()) close();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={ot('pix.title', { number: order.number })} description={ot('pix.description')}>
      {pix.data ? (
        <div className="flex flex-col items-center gap-3" data-testid="pix-charge">
          <img src={pixQrSrc(pix.data.qr_svg)} alt={ot('pix.qrAlt', { amount: formatMoney(pix.data.amount) })} width={208} height={208} className="rounded-lg ring-1 ring-gray-200" />
          <p className="text-lg font-semibold text-gray-900 tabular-nums" data-testid="pix-amount">
            {formatMoney(pix.data.amount)}
          </p>
          <label className="w-full text-sm font-medium text-gray-700">
            {ot('pix.code')}
            <textarea
              readOnly
              rows={3}
              value={pix.data.br_code}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 w-full resize-none rounded-md border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs break-all text-gray-700"
              data-testid="pix-charge-code"
            />
          </label>
          <p className="text-sm text-gray-600">{ot('pix.checkBank')}</p>
          {confirming ? (
            <div className="w-full space-y-3">
              <Alert tone="info" title={ot('pix.confirm', { amount: formatMoney(pix.data.amount) })} />
              <DialogActions onCancel={() => setConfirming(false)} confirmLabel={ot('pix.confirmLabel')} pending={pending} onConfirm={() => void receive()} />
            </div>
          ) : (
            <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => void copy()} className="gap-2">
                <Copy className="size-4" aria-hidden="true" /> {ot('pix.copy')}
              </Button>
              <Button onClick={() => setConfirming(true)} data-testid="pix-received">
                {ot('pix.received')}
              </Button>
            </div>
          )}
        </div>
      ) : pix.isError ? (
        <Alert tone="error" title={isApiError(pix.error) ? pix.error.message : ot('pix.loadFailed')} />
      ) : (
        <LoadingStatus label={ot('pix.loading')} />
      )}
    </Dialog>
  );
}
