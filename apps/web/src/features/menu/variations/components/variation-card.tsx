import { Pencil, Trash2 } from 'lucide-react';
import { memo, useId, type CSSProperties, type ReactNode, type Ref } from 'react';
import { pricingModeOf, type VariationResource } from '@comanda/domain/menu/variation';
import { Spinner } from '../../../../components/ui/spinner';
import { cn } from '../../../../lib/cn';
import { notifyApiError } from '../../../../lib/form-errors';
import { formatMoney } from '../../../../lib/format';
import { pricingModeHint } from '../lib/pricing-mode-hint';
import { notify } from '../../../../lib/toast';
import { useSetVariationAvailable } from '../api/set-variation-available';
import { useToggleVariationItem } from '../api/toggle-variation-item';
import { useOptionsT, type OptionsT } from '../../i18n';
import { Switch } from '../../../../components/ui/switch';

type VariationCardProps = {
  productId: number;
  group: VariationResource;
  /** The drag handle (the page wires the sortable list). */
  handle?: ReactNode;
  nodeRef?: Ref<HTMLElement>;
  style?: CSSProperties;
  dragging?: boolean;
  onEdit: (group: VariationResource) => void;
  onDelete: (group: VariationResource) => void;
};

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-lg text-gray-500 transition-colors hover:bg-gray-100 hover:text-gray-800 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50';

const chip = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset';

/** "Escolha 2 opções", "Escolha até 3 opções", "Escolha de 1 a 3 opções". */
export function choiceRule(ot: OptionsT, group: Pick<VariationResource, 'min' | 'max'>): string {
  if (group.min === group.max) return ot('group.chooseExactly', { count: group.max });
  if (group.min === 0) return ot('group.chooseUpTo', { count: group.max });
  return ot('group.chooseRange', { min: group.min, max: group.max });
}

/** One option group: its rules, its items with their prices, and switches to offer or withhold them. */
export const VariationCard = memo(function VariationCard({
  productId,
  group,
  handle,
  nodeRef,
  style,
  dragging = false,
  onEdit,
  onDelete,
}: VariationCardProps) {
  const ot = useOptionsT();
  const id = useId();
  const setAvailable = useSetVariationAvailable(productId);
  const toggleItem = useToggleVariationItem(productId);
  const mode = pricingModeOf(group);
  const name = group.name;
  const busy = setAvailable.isPending || toggleItem.isPending;

  const switchGroup = (available: boolean) => {
    if (setAvailable.isPending) return;
    setAvailable.mutate(
      { id: group.id, available },
      {
        onSuccess: () =>
          available
            ? notify.success({ title: ot('group.onToast', { name }) })
            : notify.success({ title: ot('group.offToast', { name }), description: ot('group.offText') }),
        onError: notifyApiError,
      },
    );
  };

  const switchItem = (itemId: number, itemName: string, available: boolean) => {
    if (toggleItem.isPending) return;
    toggleItem.mutate(
      { variationId: group.id, itemId },
      {
        onSuccess: () => notify.success({ title: ot(available ? 'item.onToast' : 'item.offToast', { name: itemName }) }),
        onError: notifyApiError,
      },
    );
  };

  return (
    <section
      ref={nodeRef}
      style={style}
      aria-labelledby={`${id}-name`}
      aria-busy={busy || undefined}
      data-testid="variation-group"
      className={cn(
        'overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200',
        dragging && 'shadow-xl ring-2 ring-brand-400',
      )}
    >
      <div className="flex items-start gap-1 border-b border-gray-100 py-2 pr-2 pl-1 sm:gap-2 sm:pr-3 sm:pl-2">
        <div className="pt-1">{handle}</div>
        <div className="min-w-0 flex-1 py-1">
          <h3 id={`${id}-name`} className={cn('text-base font-semibold break-words', group.available ? 'text-gray-900' : 'text-gray-500')}>
            {name}
          </h3>
          <div className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-gray-600">
            <span className={cn(chip, group.is_required ? 'bg-brand-50 text-brand-800 ring-brand-200' : 'bg-gray-100 text-gray-700 ring-gray-200')}>
              {ot(group.is_required ? 'group.required' : 'group.optional')}
            </span>
            <span className={cn(chip, 'bg-white text-gray-700 ring-gray-200')}>{choiceRule(ot, group)}</span>
            <span className={cn(chip, 'bg-sky-50 text-sky-800 ring-sky-200')}>{ot(`mode.badge.${mode}`)}</span>
          </div>
        </div>
        <div className="flex shrink-0 items-center gap-0.5 pt-0.5">
          {busy ? <Spinner className="mr-1 size-4 text-brand-600" /> : null}
          <button type="button" className={iconButton} aria-label={ot('group.edit', { name })} title={ot('group.edit', { name })} onClick={() => onEdit(group)}>
            <Pencil className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={cn(iconButton, 'hover:bg-red-50 hover:text-red-700')}
            aria-label={ot('group.delete', { name })}
            title={ot('group.delete', { name })}
            onClick={() => onDelete(group)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        </div>
      </div>

      <div className={cn('flex items-center justify-between gap-3 px-4 py-2.5 sm:px-5', group.available ? 'bg-gray-50/60' : 'bg-amber-50')}>
        <p className={cn('text-xs', group.available ? 'text-gray-500' : 'font-medium text-amber-800')}>
          {/* Adding up is what customers expect; the other two modes are worth a reminder. */}
          {!group.available ? ot('group.offText') : mode === 'sum' ? null : pricingModeHint(ot, mode)}
        </p>
        <label className="flex shrink-0 items-center gap-2 text-sm font-medium text-gray-700">
          <span aria-hidden="true">{ot(group.available ? 'group.available' : 'group.unavailable')}</span>
          <Switch checked={group.available} onChange={switchGroup} label={ot('group.availableLabel', { name })} disabled={setAvailable.isPending} />
        </label>
      </div>

      <ul className="divide-y divide-gray-100" aria-label={ot('group.itemsOf', { name })}>
        {group.items.map((item) => (
          <li key={item.id} className="flex items-center gap-3 px-4 py-2.5 sm:px-5" data-testid="variation-item">
            <span className={cn('min-w-0 flex-1 text-sm break-words', item.available ? 'text-gray-900' : 'text-gray-400 line-through')}>
              {item.name}
            </span>
            {!item.available ? (
              <span className={cn(chip, 'hidden bg-gray-100 text-gray-600 ring-gray-200 sm:inline-flex')}>{ot('item.unavailable')}</span>
            ) : null}
            <span className={cn('shrink-0 text-sm tabular-nums', item.available ? 'font-medium text-gray-900' : 'text-gray-400')}>
              {item.amount === 0 && mode === 'sum' ? ot('item.free') : formatMoney(item.amount)}
            </span>
            <Switch
              size="sm"
              checked={item.available}
              onChange={(available) => switchItem(item.id, item.name, available)}
              label={ot('item.availableLabel', { name: item.name })}
              disabled={toggleItem.isPending}
            />
          </li>
        ))}
      </ul>
    </section>
  );
});
