import { useState } from 'react';
import { Pencil, Plus, TicketPercent, Trash2 } from 'lucide-react';
import type { CouponResource } from '@comanda/domain/coupons/coupon-resource';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Switch } from '../../../components/ui/switch';
import { notifyApiError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useDeleteCoupon, useToggleCoupon } from '../api/coupons';
import { useCouponsT, type CouponsT } from '../i18n';
import { CouponFormDialog } from './coupon-form-dialog';

type Props = { businessId: number; currency: string; coupons: readonly CouponResource[] };

/** A date with no time ('2026-12-31'), shown as the business writes it, whatever the time zone. */
const formatDay = (day: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

function termsOf(coupon: CouponResource, ct: CouponsT, currency: string): string[] {
  const terms: string[] = [];
  terms.push(coupon.total_uses ? ct('list.usesOf', { count: coupon.uses_count, total: coupon.total_uses }) : ct('list.uses', { count: coupon.uses_count }));
  if (coupon.min_order > 0) terms.push(ct('list.minOrder', { amount: formatMoney(coupon.min_order, currency) }));
  if (coupon.starts_at) terms.push(ct('list.from', { date: formatDay(coupon.starts_at) }));
  if (coupon.expires_at) terms.push(ct('list.until', { date: formatDay(coupon.expires_at) }));
  if (coupon.uses_per_customer) terms.push(ct('list.perCustomer', { count: coupon.uses_per_customer }));
  if (coupon.first_order_only) terms.push(ct('list.firstOrder'));
  terms.push(coupon.order_types.map((type) => ct(`orderTypes.${type}`)).join(', '));
  return terms;
}

/** /settings/cupons: the coupons with their terms and uses; add, change, turn on and off, delete. */
export function CouponsList({ businessId, currency, coupons }: Props) {
  const ct = useCouponsT();
  const toggle = useToggleCoupon(businessId);
  const remove = useDeleteCoupon(businessId);
  const [editing, setEditing] = useState<CouponResource | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CouponResource | null>(null);

  const setActive = async (coupon: CouponResource, active: boolean) => {
    try {
      await toggle.mutateAsync({ id: coupon.id, active });
      notify.success({ title: ct(active ? 'toggled.on' : 'toggled.off', { code: coupon.code }) });
    } catch (error) {
      notifyApiError(error);
    }
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success({ title: ct('delete.deleted', { code: deleting.code }) });
    } catch (error) {
      notifyApiError(error);
    }
    setDeleting(null);
  };

  const addButton = (
    <Button onClick={() => setEditing('new')} className="gap-2" data-testid="coupons-add">
      <Plus className="size-4" aria-hidden="true" /> {ct('add')}
    </Button>
  );

  return (
    <div className="space-y-4">
      {coupons.length === 0 ? (
        <EmptyState icon={TicketPercent} title={ct('empty.title')} description={ct('empty.text')} action={addButton} />
      ) : (
        <>
          <div className="flex justify-end">{addButton}</div>
          <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200" data-testid="coupons-list">
            {coupons.map((coupon) => (
              <li key={coupon.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center" data-testid={`coupon-${coupon.code}`}>
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-baseline gap-2">
                    <span className="font-mono text-base font-semibold text-gray-900">{coupon.code}</span>
                    <span className="text-sm text-brand-700">{ct(`types.${coupon.type}`, { percent: coupon.percent?.toLocaleString() ?? '', amount: formatMoney(coupon.amount ?? 0, currency) })}</span>
                  </p>
                  <p className="mt-1 text-sm text-gray-500">{termsOf(coupon, ct, currency).join(' · ')}</p>
                </div>
                <div className="flex items-center gap-2">
                  <Switch checked={coupon.active} onChange={(active) => void setActive(coupon, active)} label={ct('list.toggle', { code: coupon.code })} disabled={toggle.isPending} />
                  <Button variant="ghost" size="sm" onClick={() => setEditing(coupon)} aria-label={ct('list.edit', { code: coupon.code })}>
                    <Pencil className="size-4" aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setDeleting(coupon)} aria-label={ct('list.delete', { code: coupon.code })}>
                    <Trash2 className="size-4" aria-hidden="true" />
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      {editing ? <CouponFormDialog businessId={businessId} currency={currency} coupon={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        title={ct('delete.title', { code: deleting?.code ?? '' })}
        description={ct('delete.description')}
        confirmLabel={ct('delete.confirm')}
        pending={remove.isPending}
      />
    </div>
  );
}
