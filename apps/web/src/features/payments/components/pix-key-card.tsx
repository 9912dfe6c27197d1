import { PIX_KEY_TYPES, type PixKeyType } from '@comanda/domain/business/payment-settings';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import type { PathErrors } from '../../../lib/form-validation';
import { usePaymentsT } from '../i18n';

type PixKeyCardProps = {
  type: PixKeyType | null;
  pixKey: string;
  errors: PathErrors;
  disabled: boolean;
  onType: (type: PixKeyType | null) => void;
  onKey: (text: string) => void;
};

const NUMERIC: ReadonlySet<PixKeyType> = new Set(['cpf', 'phone']);

/** The kind of key, then the key typed with the mask of its kind (pix-key.ts). */
export function PixKeyCard({ type, pixKey, errors, disabled, onType, onKey }: PixKeyCardProps) {
  const pt = usePaymentsT();
  const options = [{ value: '', label: pt('pix.none') }, ...PIX_KEY_TYPES.map((kind) => ({ value: kind, label: pt(`pix.types.${kind}`) }))];
  return (
    <Card title={pt('pix.title')} description={pt('pix.description')}>
      <div className="grid gap-4 sm:grid-cols-[14rem_1fr]">
        <SelectField
          label={pt('pix.type')}
          options={options}
          value={type ?? ''}
          error={errors['pix_key_type']}
          disabled={disabled}
          onChange={(event) => onType((event.target.value || null) as PixKeyType | null)}
        />
        {type ? (
          <TextField
            label={pt('pix.key')}
            value={pixKey}
            placeholder={pt(`pix.placeholders.${type}`)}
            type={type === 'email' ? 'email' : 'text'}
            inputMode={NUMERIC.has(type) ? 'numeric' : type === 'email' ? 'email' : 'text'}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            error={errors['pix_key']}
            disabled={disabled}
            onChange={(event) => onKey(event.target.value)}
          />
        ) : (
          <p className="self-end pb-2 text-sm text-gray-500">{pt('pix.noKeyHint')}</p>
        )}
      </div>
    </Card>
  );
}
