import { useEffect } from 'react';
import type { EmployeeResource } from '@comanda/domain/employees/employee-resource';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PhoneField } from '../../../components/ui/phone-field';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { phoneFormatIfLoaded, useFormattedPhone } from '../../../lib/phone';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateEmployee } from '../api/update-employee';
import { useEmployeesT } from '../i18n';
import { ActionError } from './action-error';
import { WhatsappVerification } from './whatsapp-verification';

// The WhatsApp is checked with libphonenumber: the schema loads with the first validation.
const loadSchema = () => import('@comanda/domain/employees/employee-resource').then((m) => m.UpdateEmployeeBodySchema);

type Props = { businessId: number; employee: EmployeeResource; readOnly: boolean };

function ReadOnlyDetails({ employee }: { employee: EmployeeResource }) {
  const et = useEmployeesT();
  const whatsapp = useFormattedPhone(employee.whatsapp);
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      <div>
        <dt className="text-xs font-medium text-gray-500">{et('details.name')}</dt>
        <dd className="text-gray-900">{employee.name}</dd>
      </div>
      <div>
        <dt className="text-xs font-medium text-gray-500">{et('details.whatsapp')}</dt>
        <dd className="text-gray-900">{whatsapp || '—'}</dd>
      </div>
    </dl>
  );
}

/** Name and WhatsApp, editable here only while the person works for no other business. */
function DetailsForm({ businessId, employee }: { businessId: number; employee: EmployeeResource }) {
  const et = useEmployeesT();
  const update = useUpdateEmployee(businessId);
  // The number as a Brazilian writes it once the phone rules are in; the stored one until then.
  const whatsapp = useFormattedPhone(employee.whatsapp);
  const form = useZodForm(loadSchema, { defaultValues: { name: employee.name, whatsapp } });
  const { register, handleSubmit, formState, reset } = form;
  const errors = formState.errors;
  const pending = formState.isSubmitting;
  const { isDirty } = formState;
  useEffect(() => {
    if (!isDirty) reset({ name: employee.name, whatsapp });
  }, [whatsapp, employee.name, isDirty, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync({ id: employee.id, body: { name: values.name, whatsapp: values.whatsapp } });
      reset({ name: saved.name, whatsapp: phoneFormatIfLoaded()?.formatPhone(saved.whatsapp) ?? saved.whatsapp ?? '' });
      notify.success({ title: et('details.saved', { name: saved.name }) });
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" data-testid="employee-details-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={et('details.name')} autoComplete="off" maxChars={120} disabled={pending} error={errors.name?.message} {...register('name')} />
        <PhoneField label={et('details.whatsapp')} disabled={pending} error={errors.whatsapp?.message} {...register('whatsapp')} />
      </div>
      <ActionError error={update.error} fields={['name', 'whatsapp']} />
      <div className="flex justify-end">
        <Button type="submit" variant="secondary" loading={pending} disabled={!formState.isDirty}>
          {et('details.save')}
        </Button>
      </div>
    </form>
  );
}

/** "Dados": name, e-mail and WhatsApp, and the WhatsApp's confirmation. */
export function EmployeeDetailsCard({ businessId, employee, readOnly }: Props) {
  const et = useEmployeesT();
  const editable = employee.editable_identity && !readOnly;
  return (
    <Card title={et('details.title')} as="h2">
      <div className="space-y-4">
        {editable ? <DetailsForm businessId={businessId} employee={employee} /> : <ReadOnlyDetails employee={employee} />}
        {!employee.is_owner && !employee.editable_identity ? <p className="text-xs text-gray-500">{et('details.identityLocked', { name: employee.name })}</p> : null}
        <div>
          <p className="text-xs font-medium text-gray-500">{et('details.email')}</p>
          <p className="text-sm text-gray-900" data-testid="employee-email">{employee.email ?? et('details.noEmail')}</p>
          <p className="text-xs text-gray-500">{et(employee.email === null ? 'details.whatsappSignIn' : 'details.emailHint')}</p>
        </div>
        {employee.is_owner ? null : (
          <div>
            <p className="mb-1 text-xs font-medium text-gray-500">{et('details.whatsappStatus')}</p>
            <WhatsappVerification key={employee.whatsapp ?? ''} businessId={businessId} employee={employee} disabled={readOnly} />
          </div>
        )}
      </div>
    </Card>
  );
}
