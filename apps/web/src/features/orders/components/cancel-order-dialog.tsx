import { useState } from 'react';
import { CancelOrderBodySchema } from '@comanda/domain/orders/order-resource';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { useOrdersT, type OrdersKey } from '../i18n';

const REASONS = ['customer', 'outOfStock', 'duplicate', 'noDelivery', 'payment'] as const;
const OTHER = 'other';
const REASON_MAX = CancelOrderBodySchema.shape.reason.maxLength ?? 300;

type Props = {
  number: number;
  open: boolean;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
};

/** Asks why before cancelling: a reason from the list, or one typed (the API requires a reason). */
export function CancelOrderDialog({ number, open, pending, onClose, onConfirm }: Props) {
  const ot = useOrdersT();
  const [choice, setChoice] = useState<string>('');
  const [other, setOther] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const reason = choice === OTHER ? other.trim() : choice ? ot(`cancelDialog.reasons.${choice}` as OrdersKey) : '';
    if (!reason) return setError(ot('cancelDialog.required'));
    onConfirm(reason);
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()} title={ot('cancelDialog.title', { number })} description={ot('cancelDialog.description')}>
      <form onSubmit={submit} noValidate>
        <fieldset className="space-y-2">
          <legend className="mb-2 text-sm font-medium text-gray-900">{ot('cancelDialog.reason')}</legend>
          {[...REASONS, OTHER].map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm text-gray-800">
              <input
                type="radio"
                name="cancel-reason"
                value={value}
                checked={choice === value}
                className="size-4 accent-brand-600"
                onChange={() => {
                  setChoice(value);
                  setError(undefined);
                }}
              />
              {value === OTHER ? ot('cancelDialog.other') : ot(`cancelDialog.reasons.${value}` as OrdersKey)}
            </label>
          ))}
        </fieldset>
        {choice === OTHER ? (
          <TextField
            className="mt-3"
            label={ot('cancelDialog.otherLabel')}
            value={other}
            maxChars={REASON_MAX}
            autoFocus
            onChange={(e) => {
              setOther(e.target.value);
              setError(undefined);
            }}
          />
        ) : null}
        {error ? (
          <p role="alert" className="mt-3 text-sm text-red-600">
            {error}
          </p>
        ) : null}
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {ot('cancelDialog.keep')}
          </Button>
          <Button type="submit" variant="danger" loading={pending}>
            {ot('cancelDialog.confirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
