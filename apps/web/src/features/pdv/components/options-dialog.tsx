import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { selectOptions } from '@comanda/domain/menu/product-options';
import type { VariationResource } from '@comanda/domain/menu/variation';
import type { PdvProduct } from '@comanda/domain/pdv/pdv-menu';
import type { OrderProductOption } from '@comanda/domain/totals/order-product';
import { lineSubtotal } from '@comanda/domain/totals/subtotal';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { TextField } from '../../../components/ui/text-field';
import { formatMoney } from '../../../lib/format';
import { usePdvT } from '../i18n';

export type OptionsChoice = { options: OrderProductOption[]; optionNames: string[]; comments: string };

type OptionsDialogProps = {
  product: PdvProduct | null;
  currency: string;
  onClose: () => void;
  onAdd: (product: PdvProduct, choice: OptionsChoice) => void;
  /** Where focus goes once it closes (the menu's search, for the next item). */
  returnFocus?: () => void;
};

/** The groups without their limits: prices what is picked so far, before the limits are met. */
function unbounded(groups: readonly VariationResource[]): VariationResource[] {
  return groups.map((group) => ({ ...group, min: 0, max: Number.MAX_SAFE_INTEGER, is_required: false }));
}

/**
 * A product's option groups (flavours, extras): each group's min and max are enforced by the
 * domain's selectOptions, the same check the API makes, and the price follows each pick (a second
 * flavour halves both in an average-priced group).
 */
export function OptionsDialog({ product, currency, onClose, onAdd, returnFocus }: OptionsDialogProps) {
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()} title={product?.name ?? ''} returnFocus={returnFocus}>
      {product ? <OptionsForm key={product.id} product={product} currency={currency} onClose={onClose} onAdd={onAdd} /> : null}
    </Dialog>
  );
}

function OptionsForm({ product, currency, onClose, onAdd }: { product: PdvProduct } & Omit<OptionsDialogProps, 'product' | 'returnFocus'>) {
  const pt = usePdvT();
  const { t } = useTranslation();
  const [picked, setPicked] = useState<number[]>([]);
  const [comments, setComments] = useState('');
  const [tried, setTried] = useState(false);
  const groups = product.variations.filter((group) => group.available);

  const selections = picked.map((item_id) => ({ item_id }));
  const checked = selectOptions(groups, selections);
  const preview = selectOptions(unbounded(groups), selections);
  const price = lineSubtotal({ ...product, qty: 1, items: preview.ok ? preview.options : [] });
  const problemOf = (groupId: number) => (checked.ok ? undefined : checked.problems.find((p) => 'variation_id' in p && p.variation_id === groupId));

  function toggle(group: VariationResource, itemId: number) {
    setPicked((current) => {
      if (current.includes(itemId)) return current.filter((id) => id !== itemId);
      const inGroup = current.filter((id) => group.items.some((item) => item.id === id));
      // A one-pick group behaves as radio buttons: the new pick replaces the old.
      if (group.max === 1 && inGroup.length === 1) return [...current.filter((id) => id !== inGroup[0]), itemId];
      return [...current, itemId];
    });
  }

  function submit() {
    setTried(true);
    if (!checked.ok) return;
    const names = picked.flatMap((id) => groups.flatMap((group) => group.items.filter((item) => item.id === id).map((item) => item.name)));
    onAdd(product, { options: checked.options, optionNames: names, comments });
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      className="flex max-h-[70vh] flex-col gap-4"
      data-testid="pdv-options"
    >
      <div className="-mx-1 flex flex-col gap-4 overflow-y-auto px-1">
        {groups.map((group) => {
          const problem = tried ? problemOf(group.id) : undefined;
          const min = Math.max(group.min, group.is_required ? 1 : 0);
          return (
            <fieldset key={group.id} className="flex flex-col gap-2">
              <legend className="mb-1 flex w-full items-baseline justify-between gap-2 text-sm font-semibold text-gray-900">
                {group.name}
                <span className="text-xs font-normal text-gray-500">
                  {min === group.max ? pt('options.pickExactly', { count: min }) : min > 0 ? pt('options.pick', { min, max: group.max }) : pt('options.upTo', { max: group.max })}
                </span>
              </legend>
              {group.items
                .filter((item) => item.available)
                .map((item) => (
                  <label key={item.id} className="flex cursor-pointer items-center justify-between gap-3 rounded-lg p-2 ring-1 ring-gray-200 ring-inset has-checked:ring-2 has-checked:ring-brand-600">
                    <span className="flex items-center gap-2">
                      <input
                        type="checkbox"
                        className="size-4 accent-brand-600"
                        checked={picked.includes(item.id)}
                        onChange={() => toggle(group, item.id)}
                      />
                      <span className="text-sm text-gray-800">{item.name}</span>
                    </span>
                    {item.amount > 0 ? <span className="text-sm text-gray-600">{formatMoney(item.amount, currency)}</span> : null}
                  </label>
                ))}
              {problem ? (
                <p role="alert" className="text-sm text-red-600">
                  {problem.reason === 'too_few' ? pt('options.tooFew', { min: problem.min }) : problem.reason === 'too_many' ? pt('options.tooMany', { max: problem.max }) : null}
                </p>
              ) : null}
            </fieldset>
          );
        })}
        <TextField label={pt('cart.comments')} optional={t('common.optional')} value={comments} maxChars={500} onChange={(event) => setComments(event.target.value)} />
      </div>
      <DialogActions onCancel={onClose} confirmLabel={pt('options.add', { price: formatMoney(price, currency) })} pending={false} onConfirm={submit} />
    </form>
  );
}

export default OptionsDialog;
