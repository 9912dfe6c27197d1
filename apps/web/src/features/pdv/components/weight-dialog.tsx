import { useState } from 'react';
import type { PdvProduct } from '@comanda/domain/pdv/pdv-menu';
import { minWeightOf } from '@comanda/domain/totals/order-line';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { TextField } from '../../../components/ui/text-field';
import { getIntlLocale } from '../../../lib/locale';
import { usePdvT } from '../i18n';
import { parseWeightKg } from '../lib/parse-weight';

type WeightDialogProps = {
  product: PdvProduct | null;
  onClose: () => void;
  /** Adds the product with this weight; answers the refusal message (below the minimum) or null. */
  onAdd: (product: PdvProduct, weightKg: number) => string | null;
  /** Where focus goes once it closes (the menu's search, for the next item). */
  returnFocus?: () => void;
};

/** A weight product asks its weight in kg; a comma is accepted ("0,350"). */
export function WeightDialog({ product, onClose, onAdd, returnFocus }: WeightDialogProps) {
  const pt = usePdvT();
  return (
    <Dialog open={product !== null} onOpenChange={(open) => !open && onClose()} title={product ? pt('weight.title', { name: product.name }) : ''} returnFocus={returnFocus}>
      {product ? <WeightForm key={product.id} product={product} onClose={onClose} onAdd={onAdd} label={pt('weight.label')} /> : null}
    </Dialog>
  );
}

function WeightForm({ product, onClose, onAdd, label }: { product: PdvProduct; label: string } & Omit<WeightDialogProps, 'product' | 'returnFocus'>) {
  const pt = usePdvT();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>(undefined);
  const min = minWeightOf(product);
  function submit() {
    const weight = parseWeightKg(text);
    if (weight === null) {
      setError(pt('weight.invalid'));
      return;
    }
    setError(onAdd(product, weight) ?? undefined);
  }
  return (
    <form
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label={label}
        autoFocus
        inputMode="decimal"
        value={text}
        error={error}
        hint={pt('weight.hint', { min: min.toLocaleString(getIntlLocale(), { maximumFractionDigits: 3 }) })}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <DialogActions onCancel={onClose} confirmLabel={pt('weight.add')} pending={false} onConfirm={submit} />
    </form>
  );
}

export default WeightDialog;
