import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CashbackRuleBodySchema } from '@comanda/domain/loyalty/loyalty-resource';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { MoneyField } from '../../../components/ui/money-field';
import { PercentField } from '../../../components/ui/percent-field';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateCashbackRule } from '../api/cashback';
import { useLoyaltyT } from '../i18n';

const FORM_ID = 'cashback-rule-form';
const numberOrNull = (value: unknown) => (value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? null : Number(value));

/** A new cashback rule: the share, the minimum order, the window, the credit's expiry and the cap. */
export function CashbackRuleForm({ businessId, currency, onClose }: { businessId: number; currency: string; onClose: () => void }) {
  const lt = useLoyaltyT();
  const { t } = useTranslation();
  const create = useCreateCashbackRule(businessId);
  const form = useZodForm(CashbackRuleBodySchema, {
    defaultValues: { percent: 5, min_order: 0, starts_at: '', ends_at: '', credit_expiry_days: null, max_per_order: null, active: true },
  });
  const { register, handleSubmit, formState, control } = form;
  const errors = formState.errors;
  const pending = formState.isSubmitting;
  const percent = useController({ control, name: 'percent' });
  const minOrder = useController({ control, name: 'min_order' });
  const max = useController({ control, name: 'max_per_order' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      notify.success({ title: lt('cashback.form.created') });
      onClose();
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()} title={lt('cashback.form.title')}>
      <form id={FORM_ID} onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="cashback-rule-form">
        <PercentField label={lt('cashback.form.percent')} disabled={pending} value={percent.field.value ?? null} onChange={(value) => percent.field.onChange(value ?? 0)} error={errors.percent?.message} />
        <MoneyField label={lt('cashback.form.minOrder')} optional={t('common.optional')} currency={currency} disabled={pending} value={minOrder.field.value ?? 0} onChange={minOrder.field.onChange} error={errors.min_order?.message} />
        <TextField label={lt('cashback.form.startsAt')} optional={t('common.optional')} type="date" disabled={pending} error={errors.starts_at?.message} {...register('starts_at')} />
        <TextField label={lt('cashback.form.endsAt')} optional={t('common.optional')} type="date" disabled={pending} error={errors.ends_at?.message} {...register('ends_at')} />
        <TextField label={lt('cashback.form.expiry')} hint={lt('cashback.form.expiryHint')} type="number" inputMode="numeric" min={1} disabled={pending} error={errors.credit_expiry_days?.message} {...register('credit_expiry_days', { setValueAs: numberOrNull })} />
        <MoneyField label={lt('cashback.form.max')} optional={t('common.optional')} currency={currency} disabled={pending} value={max.field.value ?? 0} onChange={(cents) => max.field.onChange(cents > 0 ? cents : null)} error={errors.max_per_order?.message} />
      </form>
      <div className="mt-6">
        <DialogActions onCancel={onClose} confirmLabel={lt('cashback.form.create')} pending={pending} form={FORM_ID} />
      </div>
    </Dialog>
  );
}
