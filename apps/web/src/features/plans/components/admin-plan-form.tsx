import { useController } from 'react-hook-form';
import { PlanCreateBodySchema, type AdminPlan } from '@comanda/domain/billing/billing-resource';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { MoneyField } from '../../../components/ui/money-field';
import { SelectField } from '../../../components/ui/select-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreatePlan, useUpdatePlan } from '../api/admin-plans';
import { usePlansT } from '../i18n';

const FORM_ID = 'admin-plan-form';

/**
 * A plan, new or edited (the platform admin's /settings/admin/plans): the code and interval only when
 * new (subscriptions and invoices name them); the price applies from the next invoice.
 */
export function AdminPlanForm({ plan, onClose }: { plan: AdminPlan | null; onClose: () => void }) {
  const pt = usePlansT();
  const create = useCreatePlan();
  const update = useUpdatePlan();
  const form = useZodForm(PlanCreateBodySchema, {
    defaultValues: plan
      ? { code: plan.code, interval: plan.interval, name: plan.name, price: plan.price, trial_days: plan.trial_days, offers_promotion: plan.offers_promotion, active: plan.active }
      : { code: '', interval: 'month', name: '', price: 0, trial_days: 14, offers_promotion: false, active: true },
  });
  const { register, handleSubmit, formState, control } = form;
  const errors = formState.errors;
  const pending = formState.isSubmitting;
  const price = useController({ control, name: 'price' });

  const onSubmit = handleSubmit(async ({ code, interval, ...editable }) => {
    try {
      if (plan) await update.mutateAsync({ id: plan.id, body: editable });
      else await create.mutateAsync({ code, interval, ...editable });
      notify.success({ title: pt(plan ? 'adminPlans.saved' : 'adminPlans.created', { name: editable.name }) });
      onClose();
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()} title={pt(plan ? 'adminPlans.editTitle' : 'adminPlans.newTitle')}>
      <form id={FORM_ID} onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="admin-plan-form">
        <TextField label={pt('adminPlans.fields.name')} disabled={pending} error={errors.name?.message} maxChars={60} {...register('name')} />
        <TextField label={pt('adminPlans.fields.code')} hint={pt('adminPlans.fields.codeHint')} disabled={pending || plan !== null} error={errors.code?.message} {...register('code')} />
        <SelectField
          label={pt('adminPlans.fields.interval')}
          disabled={pending || plan !== null}
          options={[
            { value: 'month', label: pt('adminPlans.intervals.month') },
            { value: 'year', label: pt('adminPlans.intervals.year') },
          ]}
          error={errors.interval?.message}
          {...register('interval')}
        />
        <MoneyField label={pt('adminPlans.fields.price')} hint={plan ? pt('adminPlans.fields.priceHint') : undefined} currency="BRL" disabled={pending} value={price.field.value ?? 0} onChange={price.field.onChange} error={errors.price?.message} />
        <TextField label={pt('adminPlans.fields.trialDays')} type="number" inputMode="numeric" min={0} max={365} disabled={pending} error={errors.trial_days?.message} {...register('trial_days', { valueAsNumber: true })} />
        <div className="space-y-3 sm:col-span-2">
          <SwitchField label={pt('adminPlans.fields.offersPromotion')} hint={pt('adminPlans.fields.offersPromotionHint')} disabled={pending} {...register('offers_promotion')} />
          <SwitchField label={pt('adminPlans.fields.active')} hint={pt('adminPlans.fields.activeHint')} disabled={pending} {...register('active')} />
        </div>
      </form>
      <div className="mt-6">
        <DialogActions onCancel={onClose} confirmLabel={pt(plan ? 'adminPlans.save' : 'adminPlans.create')} pending={pending} form={FORM_ID} />
      </div>
    </Dialog>
  );
}
