import { useTranslation } from 'react-i18next';
import { CustomerBodySchema, CUSTOMER_NOTES_MAX, type CustomerResource } from '@comanda/domain/customers/customer-resource';
import { Checkbox } from '../../../components/ui/checkbox';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { PhoneField } from '../../../components/ui/phone-field';
import { SelectField } from '../../../components/ui/select-field';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveCustomer, useServedDistricts } from '../api/customers';
import { useCustomersT } from '../i18n';
import { customerLabel } from '../lib/customer-display';

type Props = {
  businessId: number;
  /** The customer being changed; null: a new one. */
  customer: CustomerResource | null;
  open: boolean;
  onClose: () => void;
  onSaved?: (customer: CustomerResource) => void;
};

const FORM_ID = 'customer-form';

type District = { district_id: number; district_name: string };
/** The bairros served, and the customer's own when the business no longer serves it (kept, not lost). */
const withCurrent = (served: readonly District[], current: { id: number; name: string } | null): District[] =>
  current && !served.some((d) => d.district_id === current.id) ? [...served, { district_id: current.id, district_name: current.name }] : [...served];

/** Register or change a customer: name, WhatsApp, e-mail, birthday, address, notes and consent. */
export function CustomerFormDialog({ businessId, customer, open, onClose, onSaved }: Props) {
  const ct = useCustomersT();
  const { t } = useTranslation();
  const save = useSaveCustomer();
  const districts = useServedDistricts(businessId).data ?? [];
  const form = useZodForm(CustomerBodySchema, {
    defaultValues: {
      first_name: customer?.first_name ?? '',
      last_name: customer?.last_name ?? '',
      whatsapp: customer?.whatsapp ?? '',
      email: customer?.email ?? '',
      birthday: customer?.birthday ?? '',
      address_street: customer?.address_street ?? '',
      address_number: customer?.address_number ?? '',
      address_complement: customer?.address_complement ?? '',
      address_reference: customer?.address_reference ?? '',
      district_id: customer?.district?.id ?? null,
      notes: customer?.notes ?? '',
      marketing_consent: customer?.marketing_consent ?? false,
    },
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const pending = formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: customer?.id ?? null, body: values });
      notify.success({ title: ct(customer ? 'form.updated' : 'form.created', { name: customerLabel(saved) }) });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !pending && onClose()} title={ct(customer ? 'form.editTitle' : 'form.createTitle')}>
      <form id={FORM_ID} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" data-testid="customer-form">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={ct('form.firstName')} autoComplete="off" autoFocus maxChars={60} disabled={pending} error={errors.first_name?.message} {...register('first_name')} />
          <TextField label={ct('form.lastName')} optional={t('common.optional')} autoComplete="off" maxChars={80} disabled={pending} error={errors.last_name?.message} {...register('last_name')} />
          <PhoneField label={ct('form.whatsapp')} disabled={pending} error={errors.whatsapp?.message} {...register('whatsapp')} />
          <TextField label={ct('form.email')} optional={t('common.optional')} type="email" autoComplete="off" disabled={pending} error={errors.email?.message} {...register('email')} />
          <TextField label={ct('form.birthday')} optional={t('common.optional')} type="date" disabled={pending} error={errors.birthday?.message} {...register('birthday')} />
        </div>
        <fieldset className="space-y-3">
          <legend className="text-sm font-medium text-gray-900">{ct('form.address')}</legend>
          <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
            <TextField label={ct('form.street')} optional={t('common.optional')} autoComplete="off" maxChars={160} disabled={pending} error={errors.address_street?.message} {...register('address_street')} />
            <TextField label={ct('form.number')} optional={t('common.optional')} autoComplete="off" maxChars={20} disabled={pending} error={errors.address_number?.message} {...register('address_number')} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label={ct('form.complement')} optional={t('common.optional')} autoComplete="off" maxChars={80} disabled={pending} error={errors.address_complement?.message} {...register('address_complement')} />
            <TextField label={ct('form.reference')} optional={t('common.optional')} autoComplete="off" maxChars={160} disabled={pending} error={errors.address_reference?.message} {...register('address_reference')} />
          </div>
          <SelectField
            label={ct('form.district')}
            optional={t('common.optional')}
            placeholder={ct('form.noDistrict')}
            disabled={pending}
            error={errors.district_id?.message}
            options={withCurrent(districts, customer?.district ?? null).map((d) => ({ value: String(d.district_id), label: d.district_name }))}
            {...register('district_id', { setValueAs: (value: unknown) => (value === '' || value === null || value === undefined ? null : Number(value)) })}
          />
        </fieldset>
        <TextAreaField label={ct('form.notes')} optional={t('common.optional')} placeholder={ct('form.notesPlaceholder')} maxChars={CUSTOMER_NOTES_MAX} disabled={pending} error={errors.notes?.message} {...register('notes')} />
        <div>
          <Checkbox label={ct('form.consent')} disabled={pending} {...register('marketing_consent')} />
          <p className="mt-1 ml-6 text-xs text-gray-500">{ct('form.consentHint')}</p>
        </div>
      </form>
      <div className="mt-6">
        <DialogActions onCancel={onClose} confirmLabel={ct(customer ? 'form.save' : 'form.create')} pending={pending} form={FORM_ID} />
      </div>
    </Dialog>
  );
}
