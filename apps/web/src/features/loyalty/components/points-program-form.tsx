import { useController } from 'react-hook-form';
import { pointsEarned, pointsValue } from '@comanda/domain/loyalty/ledger';
import { DEFAULT_LOYALTY_CONFIG } from '@comanda/domain/loyalty/loyalty-defaults';
import { LoyaltyProgramBodySchema, type LoyaltyProgram } from '@comanda/domain/loyalty/loyalty-resource';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { MoneyField } from '../../../components/ui/money-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveLoyaltyProgram } from '../api/loyalty';
import { useLoyaltyT } from '../i18n';

type Props = { businessId: number; currency: string; program: LoyaltyProgram };

const EXAMPLE_TOTAL = 5000;
const daysOrNull = (value: unknown) => (value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? null : Number(value));

/** /settings/programa-fidelidade/settings/pontos: whether points are on, the minimum, a point's value and how long points last. */
export function PointsProgramForm({ businessId, currency, program }: Props) {
  const lt = useLoyaltyT();
  const save = useSaveLoyaltyProgram(businessId);
  const form = useZodForm(LoyaltyProgramBodySchema, { defaultValues: program });
  const { register, handleSubmit, formState, control, watch, reset } = form;
  const errors = formState.errors;
  const pending = formState.isSubmitting;
  const minValue = useController({ control, name: 'min_value' });
  // The point's value is in reais on the wire (the spec's 0.01); the money field edits centavos.
  const pointValue = useController({ control, name: 'point_value' });
  const centsPerPoint = Math.round((watch('point_value') ?? 0.01) * 100);
  const examplePoints = pointsEarned(EXAMPLE_TOTAL, watch('min_value') ?? 0);

  const onSubmit = handleSubmit(async (values) => {
    try {
      reset(await save.mutateAsync(values));
      notify.success({ title: lt('form.saved') });
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="max-w-xl" data-testid="points-program-form">
      <Card title={lt('form.title')} description={lt('form.description')} as="h2">
        <div className="space-y-4">
          <SwitchField label={lt('form.active')} disabled={pending} {...register('active')} />
          <MoneyField label={lt('form.minValue')} currency={currency} disabled={pending} value={minValue.field.value ?? 0} onChange={minValue.field.onChange} error={errors.min_value?.message} />
          <MoneyField
            label={lt('form.pointValue')}
            hint={lt('form.pointValueHint', { amount: formatMoney(Math.round(DEFAULT_LOYALTY_CONFIG.point_value * 100), currency) })}
            currency={currency}
            disabled={pending}
            value={centsPerPoint}
            onChange={(cents) => pointValue.field.onChange(cents / 100)}
            error={errors.point_value?.message}
          />
          <TextField label={lt('form.expiryDays')} hint={lt('form.expiryHint')} type="number" inputMode="numeric" min={1} disabled={pending} error={errors.expiry_days?.message} {...register('expiry_days', { setValueAs: daysOrNull })} />
          <p className="rounded-lg bg-gray-50 px-3 py-2 text-sm text-gray-600" data-testid="points-example">
            {lt('form.example', { total: formatMoney(EXAMPLE_TOTAL, currency), points: examplePoints, value: formatMoney(pointsValue(examplePoints, centsPerPoint), currency) })}
          </p>
          <div className="flex justify-end">
            <Button type="submit" loading={pending} data-testid="points-program-save">
              {lt('form.save')}
            </Button>
          </div>
        </div>
      </Card>
    </form>
  );
}
