import { useState } from 'react';
import type { User } from '@comanda/domain/auth/user-schema';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PhoneField } from '../../../components/ui/phone-field';
import { CodeField } from '../../../components/ui/code-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { useFormattedPhone } from '../../../lib/phone';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useConfirmWhatsappChange } from '../api/confirm-whatsapp-change';
import { useProfileT } from '../i18n';
import { useRequestWhatsappChange } from '../api/request-whatsapp-change';

// The schemas check the number with libphonenumber: they load with the first validation, so that the
// profile page does not download the phone rules for a visit that changes no number (lib/phone.ts).
const loadSchemas = () => import('@comanda/domain/auth/whatsapp-change-schemas');
const loadRequestSchema = () => loadSchemas().then((m) => m.whatsappChangeRequestSchema);
const loadConfirmSchema = () => loadSchemas().then((m) => m.whatsappChangeConfirmSchema);

function CodeStep({ number, onDone, onBack }: { number: string; onDone: () => void; onBack: () => void }) {
  const pt = useProfileT();
  const confirm = useConfirmWhatsappChange();
  const form = useZodForm(loadConfirmSchema, { defaultValues: { code: '' } });
  const shownNumber = useFormattedPhone(number);
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync(values);
      notify.success({ title: pt('whatsapp.updated') });
      onDone();
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p className="text-sm text-gray-600" role="status">
        {pt('whatsapp.codeSent', { whatsapp: shownNumber })}
      </p>
      <CodeField
        label={pt('whatsapp.codeLabel')}
        autoFocus
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onBack} disabled={formState.isSubmitting}>
          {pt('whatsapp.otherNumber')}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          {pt('whatsapp.confirm')}
        </Button>
      </div>
    </form>
  );
}

/** Two steps: the new number receives a 6-digit code, which confirms the change. */
export function WhatsappChangeForm({ user }: { user: User }) {
  const pt = useProfileT();
  const [pendingNumber, setPendingNumber] = useState<string | null>(null);
  const request = useRequestWhatsappChange();
  const form = useZodForm(loadRequestSchema, { defaultValues: { whatsapp: '' } });
  const currentNumber = useFormattedPhone(user.whatsapp);
  const { register, handleSubmit, formState, reset } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      setPendingNumber(values.whatsapp);
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  const current = user.whatsapp ? (
    <>
      {pt('whatsapp.current')} <strong className="font-semibold text-gray-800">{currentNumber}</strong>
    </>
  ) : (
    pt('whatsapp.none')
  );

  return (
    <Card title={pt('whatsapp.title')} description={current}>
      {pendingNumber ? (
        <CodeStep
          number={pendingNumber}
          onBack={() => setPendingNumber(null)}
          onDone={() => {
            setPendingNumber(null);
            reset();
          }}
        />
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <PhoneField
            label={pt('whatsapp.newNumber')}
            onFocus={() => void loadSchemas().catch(() => undefined)}
            error={formState.errors.whatsapp?.message}
            {...register('whatsapp')}
          />
          <div className="flex justify-end">
            <Button type="submit" loading={formState.isSubmitting}>
              {pt('whatsapp.sendCode')}
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
