import { useMemo, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ROLE_PRESET_NAMES, ROLE_PRESETS, type PermissionName, type RolePreset } from '@comanda/domain/permissions/permission-rules';
import { permissionLabel } from '@comanda/domain/permissions/permission-catalogue';
import { toLang } from '@comanda/domain/validation/lang';
import { closeUnlessBusy } from '../../../components/ui/close-unless-busy';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { FieldHint } from '../../../components/ui/field';
import { PhoneField } from '../../../components/ui/phone-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { WideDialog } from '../../../components/ui/wide-dialog';
import { applyApiErrors } from '../../../lib/form-errors';
import { loadPhoneFormat } from '../../../lib/phone';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useRegisterEmployee } from '../api/register-employee';
import { useEmployeesT } from '../i18n';
import { applyPreset, type Granter, grantablePermissions } from '../lib/permission-choices';
import { ActionError } from './action-error';
import { PermissionChecklist } from './permission-checklist';

// The schema checks the WhatsApp with libphonenumber: it loads with the first validation, so the
// team list does not download the phone rules (docs/decisions/0007).
const loadSchema = () => import('@comanda/domain/employees/employee-resource').then((m) => m.RegisterEmployeeBodySchema);

type Props = { open: boolean; onClose: () => void; businessId: number; granter: Granter };
type Access = 'invite' | 'password';

const FORM_ID = 'register-employee-form';
const FIRST_PRESET: RolePreset = 'garcom';

/**
 * "Novo funcionário": name, e-mail and/or WhatsApp (without an e-mail the person signs in with the
 * number: decision 0036), a preset that fills the permission boxes (still editable), and how the
 * person signs in the first time: an invitation (by e-mail, else on WhatsApp), or a provisional
 * password they must change at the first sign-in.
 */
export function RegisterEmployeeDialog({ open, onClose, businessId, granter }: Props) {
  const et = useEmployeesT();
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  const create = useRegisterEmployee(businessId);
  const grantable = useMemo(() => grantablePermissions(granter), [granter]);
  const defaults = useMemo(
    () => ({ name: '', email: '', whatsapp: '', preset: FIRST_PRESET, permissions: applyPreset(FIRST_PRESET, [], grantable).permissions, password: undefined }),
    [grantable],
  );
  const form = useZodForm(loadSchema, { defaultValues: defaults });
  const { register, handleSubmit, formState, setValue, control, reset } = form;
  const errors = formState.errors;
  const pending = formState.isSubmitting || create.isPending;
  const permissions = useController({ control, name: 'permissions' });
  const chosen = (permissions.field.value ?? []) as PermissionName[];
  const [access, setAccess] = useState<Access>('invite');
  const [withheld, setWithheld] = useState<PermissionName[]>(() => applyPreset(FIRST_PRESET, [], grantable).withheld);
  const [presetShown, setPresetShown] = useState<RolePreset>(FIRST_PRESET);

  const close = () => {
    reset(defaults);
    setAccess('invite');
    setWithheld(applyPreset(FIRST_PRESET, [], grantable).withheld);
    setPresetShown(FIRST_PRESET);
    create.reset();
    onClose();
  };

  const choosePreset = (preset: RolePreset) => {
    const next = applyPreset(preset, chosen, grantable);
    setValue('permissions', next.permissions, { shouldDirty: true });
    setWithheld(next.withheld);
    setPresetShown(preset);
  };

  const chooseAccess = (next: Access) => {
    setAccess(next);
    // Without a password the API sends the invitation; an empty box is "no password yet" for the check.
    setValue('password', next === 'password' ? '' : undefined);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const employee = await create.mutateAsync(values);
      const to = employee.email ?? (await loadPhoneFormat()).formatPhone(employee.whatsapp);
      const description = employee.invitation_pending
        ? et('register.createdInvite', { to })
        : values.password
          ? et('register.createdPassword')
          : et('register.createdExisting', { to });
      notify.success({ title: et('register.created', { name: employee.name }), description });
      close();
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  return (
    <WideDialog
      open={open}
      onOpenChange={closeUnlessBusy(pending, close)}
      title={et('register.title')}
      size="form"
      footer={
        <div className="space-y-3">
          <ActionError error={create.error} fields={Object.keys(defaults)} testId="register-employee-error" />
          <DialogActions onCancel={close} confirmLabel={et('register.submit')} pending={pending} form={FORM_ID} />
        </div>
      }
    >
      <form id={FORM_ID} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5" data-testid="register-employee-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={et('register.name')} autoComplete="off" autoFocus maxChars={120} disabled={pending} error={errors.name?.message} {...register('name')} />
          <TextField
            label={et('register.email')}
            hint={et('register.emailHint')}
            type="email"
            autoComplete="off"
            disabled={pending}
            error={errors.email?.message}
            {...register('email')}
          />
          <PhoneField label={et('register.whatsapp')} disabled={pending} error={errors.whatsapp?.message} {...register('whatsapp')} />
          <SelectField
            label={et('register.preset')}
            hint={et('register.presetHint')}
            disabled={pending}
            error={errors.preset?.message}
            options={ROLE_PRESET_NAMES.map((preset) => ({ value: preset, label: ROLE_PRESETS[preset][lang] }))}
            {...register('preset', { onChange: (e: { target: { value: string } }) => choosePreset(e.target.value as RolePreset) })}
          />
        </div>

        <section aria-labelledby={`${FORM_ID}-permissions`}>
          <h3 id={`${FORM_ID}-permissions`} className="text-sm font-semibold text-gray-900">
            {et('register.permissions')}
          </h3>
          {withheld.length > 0 ? (
            <FieldHint className="mt-1 text-amber-700">
              {et('permissions.withheld', { preset: ROLE_PRESETS[presetShown][lang], names: withheld.map((name) => permissionLabel(name, lang)).join(', ') })}
            </FieldHint>
          ) : null}
          <div className="mt-2">
            <PermissionChecklist
              chosen={chosen}
              grantable={grantable}
              disabled={pending}
              onChange={(next) => setValue('permissions', next, { shouldDirty: true })}
              error={errors.permissions?.message}
            />
          </div>
        </section>

        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-gray-900">{et('register.access')}</legend>
          {(['invite', 'password'] as const).map((value) => (
            <label key={value} className="flex cursor-pointer items-start gap-2 rounded-lg p-3 ring-1 ring-gray-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-500">
              <input
                type="radio"
                name="employee-access"
                value={value}
                checked={access === value}
                disabled={pending}
                onChange={() => chooseAccess(value)}
                aria-labelledby={`${FORM_ID}-${value}`}
                aria-describedby={`${FORM_ID}-${value}-text`}
                className="mt-1 accent-brand-600"
              />
              <span>
                <span id={`${FORM_ID}-${value}`} className="block text-sm font-medium text-gray-900">
                  {et(`register.accessOptions.${value}.title`)}
                </span>
                <span id={`${FORM_ID}-${value}-text`} className="block text-xs text-gray-500">
                  {et(`register.accessOptions.${value}.text`)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {access === 'password' ? (
          <TextField
            label={et('register.password')}
            hint={et('register.passwordHint')}
            type="password"
            autoComplete="new-password"
            disabled={pending}
            error={errors.password?.message}
            {...register('password')}
          />
        ) : null}
      </form>
    </WideDialog>
  );
}
