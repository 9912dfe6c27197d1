import { useController } from 'react-hook-form';
import { GRANTABLE_FEATURES } from '@comanda/domain/features/grantable-features';
import { AddonCreateBodySchema, type AdminAddon } from '@comanda/domain/billing/billing-resource';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { MoneyField } from '../../../components/ui/money-field';
import { SwitchField } from '../../../components/ui/switch-field';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCreateAddon, useUpdateAddon } from '../api/admin-plans';
import { usePlansT } from '../i18n';
import { useFeatureName } from '../lib/feature-name';

const FORM_ID = 'admin-addon-form';

/** An add-on, new or edited (/settings/admin/addons): the code only when new; the features it grants while taken. */
export function AdminAddonForm({ addon, onClose }: { addon: AdminAddon | null; onClose: () => void }) {
  const pt = usePlansT();
  const featureName = useFeatureName();
  const create = useCreateAddon();
  const update = useUpdateAddon();
  const form = useZodForm(AddonCreateBodySchema, {
    defaultValues: addon
      ? { code: addon.code, name: addon.name, description: addon.description, price: addon.price, recurring: addon.recurring, feature_codes: addon.feature_codes, active: addon.active }
      : { code: '', name: '', description: '', price: 0, recurring: true, feature_codes: [], active: true },
  });
  const { register, handleSubmit, formState, control } = form;
  const errors = formState.errors;
  const pending = formState.isSubmitting;
  const price = useController({ control, name: 'price' });
  const codes = useController({ control, name: 'feature_codes' });
  const chosen: string[] = codes.field.value ?? [];

  const onSubmit = handleSubmit(async ({ code, ...editable }) => {
    try {
      if (addon) await update.mutateAsync({ id: addon.id, body: editable });
      else await create.mutateAsync({ code, ...editable });
      notify.success({ title: pt(addon ? 'adminAddons.saved' : 'adminAddons.created', { name: editable.name }) });
      onClose();
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()} title={pt(addon ? 'adminAddons.editTitle' : 'adminAddons.newTitle')}>
      <form id={FORM_ID} onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="admin-addon-form">
        <TextField label={pt('adminPlans.fields.name')} disabled={pending} error={errors.name?.message} maxChars={60} {...register('name')} />
        <TextField label={pt('adminPlans.fields.code')} hint={pt('adminPlans.fields.codeHint')} disabled={pending || addon !== null} error={errors.code?.message} {...register('code')} />
        <TextField className="sm:col-span-2" label={pt('adminAddons.fields.description')} disabled={pending} error={errors.description?.message} maxChars={300} {...register('description')} />
        <MoneyField label={pt('adminAddons.fields.price')} currency="BRL" disabled={pending} value={price.field.value ?? 0} onChange={price.field.onChange} error={errors.price?.message} />
        <div className="space-y-3 sm:col-span-2">
          <SwitchField label={pt('adminAddons.fields.recurring')} hint={pt('adminAddons.fields.recurringHint')} disabled={pending} {...register('recurring')} />
          <SwitchField label={pt('adminPlans.fields.active')} hint={pt('adminAddons.fields.activeHint')} disabled={pending} {...register('active')} />
        </div>
        <fieldset className="space-y-2 sm:col-span-2">
          <legend className="mb-2 text-sm font-semibold text-gray-700">{pt('adminAddons.fields.features')}</legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {GRANTABLE_FEATURES.map((code) => (
              <Checkbox
                key={code}
                label={featureName(code)}
                checked={chosen.includes(code)}
                disabled={pending}
                onChange={(e) => codes.field.onChange(e.currentTarget.checked ? [...chosen, code] : chosen.filter((c) => c !== code))}
              />
            ))}
          </div>
          {errors.feature_codes?.message ? <p className="text-sm text-red-600">{errors.feature_codes.message}</p> : null}
        </fieldset>
      </form>
      <div className="mt-6">
        <DialogActions onCancel={onClose} confirmLabel={pt(addon ? 'adminPlans.save' : 'adminAddons.create')} pending={pending} form={FORM_ID} />
      </div>
    </Dialog>
  );
}
