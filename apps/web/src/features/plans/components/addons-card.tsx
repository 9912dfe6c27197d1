import { useState } from 'react';
import type { Addon } from '@comanda/domain/billing/billing-resource';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { notifyApiError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useAddons, useBuyAddon, useCancelAddon, usePayAddon } from '../api/billing';
import { usePlansT } from '../i18n';

/** /subscription: the add-ons on sale, taking one (asked first), paying a pending one, stopping one (asked first). */
export function AddonsCard({ businessId, canBuy }: { businessId: number; canBuy: boolean }) {
  const pt = usePlansT();
  const addons = useAddons(businessId);
  const buy = useBuyAddon(businessId);
  const stop = useCancelAddon(businessId);
  const pay = usePayAddon(businessId);
  const [buying, setBuying] = useState<Addon | null>(null);
  const [stopping, setStopping] = useState<Addon | null>(null);
  if (addons.isError && !addons.data) return <LoadFailedAlert title={pt('addons.loadFailed')} onRetry={() => void addons.refetch()} />;
  if (!addons.data) return <LoadingStatus label={pt('addons.loading')} />;
  if (addons.data.length === 0) return null;
  const price = (addon: Addon) => pt(addon.recurring ? 'addons.perMonth' : 'addons.once', { price: formatMoney(addon.price) });
  const confirmBuy = async () => {
    if (!buying) return;
    try {
      const taken = await buy.mutateAsync(buying.id);
      notify.success({ title: taken.invoice ? pt('addons.payToActivate', { name: buying.name, amount: formatMoney(taken.invoice.total) }) : pt('addons.active', { name: buying.name }) });
    } catch (error) {
      notifyApiError(error);
    }
    setBuying(null);
  };
  const confirmStop = async () => {
    if (!stopping?.taken) return;
    try {
      await stop.mutateAsync(stopping.taken.id);
      notify.success({ title: pt('addons.stopped', { name: stopping.name }) });
    } catch (error) {
      notifyApiError(error);
    }
    setStopping(null);
  };
  const goPay = async (addon: Addon) => {
    try {
      window.location.assign(await pay.mutateAsync(addon.taken!.id));
    } catch (error) {
      notifyApiError(error);
    }
  };
  return (
    <Card title={pt('addons.title')} description={pt('addons.description')}>
      <ul className="divide-y divide-gray-100" data-testid="addons">
        {addons.data.map((addon) => (
          <li key={addon.id} className="flex flex-wrap items-center gap-3 py-3 text-sm" data-testid={`addon-${addon.code}`}>
            <div className="min-w-48 flex-1">
              <p className="font-medium text-gray-900">{addon.name}</p>
              {addon.description ? <p className="text-gray-500">{addon.description}</p> : null}
            </div>
            <span className="font-semibold tabular-nums text-gray-900">{price(addon)}</span>
            {addon.taken ? (
              <>
                <span className={addon.taken.status === 'active' ? 'rounded-full bg-green-50 px-2 py-0.5 text-xs font-medium text-green-800' : 'rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800'} data-testid="addon-status">
                  {pt(addon.taken.status === 'active' ? 'addons.statusActive' : 'addons.statusPending')}
                </span>
                {addon.taken.status === 'pending' ? (
                  <Button size="sm" loading={pay.isPending} onClick={() => void goPay(addon)}>
                    {pt('addons.pay')}
                  </Button>
                ) : null}
                <Button size="sm" variant="ghost" onClick={() => setStopping(addon)} aria-label={pt('addons.stopLabel', { name: addon.name })}>
                  {pt('addons.stop')}
                </Button>
              </>
            ) : (
              <Button size="sm" variant="secondary" disabled={!canBuy} onClick={() => setBuying(addon)} aria-label={pt('addons.buyLabel', { name: addon.name })}>
                {pt('addons.buy')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {!canBuy ? <p className="mt-2 text-xs text-gray-500">{pt('addons.needsSubscription')}</p> : null}
      <ConfirmDialog
        open={buying !== null}
        onClose={() => setBuying(null)}
        onConfirm={() => void confirmBuy()}
        title={pt('addons.buyTitle', { name: buying?.name ?? '' })}
        description={buying?.recurring ? pt('addons.buyRecurring', { price: formatMoney(buying.price) }) : pt('addons.buyOnce', { price: formatMoney(buying?.price ?? 0) })}
        confirmLabel={pt('addons.buy')}
        pending={buy.isPending}
      />
      <ConfirmDialog
        open={stopping !== null}
        onClose={() => setStopping(null)}
        onConfirm={() => void confirmStop()}
        title={pt('addons.stopTitle', { name: stopping?.name ?? '' })}
        description={pt('addons.stopText')}
        confirmLabel={pt('addons.stop')}
        pending={stop.isPending}
      />
    </Card>
  );
}
