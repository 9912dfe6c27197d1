import { useState } from 'react';
import { Copy } from 'lucide-react';
import type { OrderResource } from '@comanda/domain/orders/order-resource';
import { pixQrSrc } from '@comanda/domain/payments/pix-qr-src';
import { Alert } from './ui/alert';
import { Button } from './ui/button';
import { Dialog } from './ui/dialog';
import { DialogActions } from './ui/dialog-actions';
import { LoadingStatus } from './ui/query-state';
import { Spinner } from './ui/spinner';
import { isApiError } from '../lib/api-client';
import { formatMoney } from '../lib/format';
import { useOrderPix } from '../lib/order-pix-query';
import { notify } from '../lib/toast';
import { useNow } from '../lib/use-now';
import { areaHook } from '../lib/area-t';

/** The Pix dialog's texts: locales/pix, loaded with the routes that charge by Pix (orders, the PDV). */
const usePixT = areaHook('pix');

type Props = {
  /** The order as it is now: a dynamic charge's dialog says "recebido" when it turns paid. */
  order: Pick<OrderResource, 'id' | 'number' | 'payment_status'>;
  open: boolean;
  onClose: () => void;
  /** Marks the order paid (PUT v1/orders/{id}/paid); answers whether it went through. */
  onReceived: () => Promise<boolean>;
  pending: boolean;
};

/**
 * "Cobrar com Pix" (issue 34; the order detail and the PDV's bill): the order's Pix code for the customer to scan or copy. A dynamic
 * charge (Efí connected) confirms itself: the dialog counts down its expiry and says when the Pix
 * arrived. Nothing tells the restaurant that a static Pix arrived, so for one the cashier checks the
 * bank app and confirms "Recebido", asked once more before the order is marked paid.
 */
export function PixChargeDialog({ order, open, onClose, onReceived, pending }: Props) {
  const t = usePixT();
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
    notify.success({ title: t('copied') });
  };
  const receive = async () => {
    if (await onReceived()) close();
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && close()} title={t('title', { number: order.number })} description={t('description')}>
      {pix.data ? (
        <div className="flex flex-col items-center gap-3" data-testid="pix-charge">
          <img src={pixQrSrc(pix.data.qr_svg)} alt={t('qrAlt', { amount: formatMoney(pix.data.amount) })} width={208} height={208} className="rounded-lg ring-1 ring-gray-200" />
          <p className="text-lg font-semibold text-gray-900 tabular-nums" data-testid="pix-amount">
            {formatMoney(pix.data.amount)}
          </p>
          <label className="w-full text-sm font-medium text-gray-700">
            {t('code')}
            <textarea
              readOnly
              rows={3}
              value={pix.data.br_code}
              onFocus={(event) => event.currentTarget.select()}
              className="mt-1 w-full resize-none rounded-md border border-gray-300 bg-gray-50 px-3 py-2 font-mono text-xs break-all text-gray-700"
              data-testid="pix-charge-code"
            />
          </label>
          {pix.data.kind === 'dynamic' ? (
            <DynamicState expiresAt={pix.data.expires_at} paid={order.payment_status === 'paid'} onRenew={() => void pix.refetch()} onClose={close} />
          ) : (
            <p className="text-sm text-gray-600">{t('checkBank')}</p>
          )}
          {pix.data.kind === 'dynamic' ? null : confirming ? (
            <div className="w-full space-y-3">
              <Alert tone="info" title={t('confirm', { amount: formatMoney(pix.data.amount) })} />
              <DialogActions onCancel={() => setConfirming(false)} confirmLabel={t('confirmLabel')} pending={pending} onConfirm={() => void receive()} />
            </div>
          ) : (
            <div className="flex w-full flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" onClick={() => void copy()} className="gap-2">
                <Copy className="size-4" aria-hidden="true" /> {t('copy')}
              </Button>
              <Button onClick={() => setConfirming(true)} data-testid="pix-received">
                {t('received')}
              </Button>
            </div>
          )}
        </div>
      ) : pix.isError ? (
        <Alert tone="error" title={isApiError(pix.error) ? pix.error.message : t('loadFailed')} />
      ) : (
        <LoadingStatus label={t('loading')} />
      )}
    </Dialog>
  );
}

/** A dynamic charge's state: the time left to pay, then "recebido" once Efí's webhook marked it paid. */
function DynamicState({ expiresAt, paid, onRenew, onClose }: { expiresAt: string | null; paid: boolean; onRenew: () => void; onClose: () => void }) {
  const t = usePixT();
  const now = useNow(1000);
  if (paid) {
    return (
      <div className="w-full space-y-3">
        <Alert tone="success" title={t('dynamicPaid')} />
        <div className="flex justify-end">
          <Button onClick={onClose} data-testid="pix-paid-close">
            {t('close')}
          </Button>
        </div>
      </div>
    );
  }
  const left = expiresAt ? Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / 1000)) : null;
  if (left === 0) {
    return (
      <div className="w-full space-y-3">
        <Alert tone="warning" title={t('expired')} />
        <div className="flex justify-end">
          <Button onClick={onRenew}>{t('renew')}</Button>
        </div>
      </div>
    );
  }
  const clock = left === null ? null : `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <div className="flex w-full flex-col items-center gap-1 text-center" role="status" data-testid="pix-waiting">
      <p className="flex items-center gap-2 text-sm font-medium text-gray-800">
        <Spinner className="size-4" /> {t('waiting')}
      </p>
      {clock ? <p className="text-sm text-gray-600 tabular-nums">{t('expiresIn', { time: clock })}</p> : null}
    </div>
  );
}
