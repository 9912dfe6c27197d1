import { useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CustomerSignUpBodySchema, type SignUpBusiness } from '@comanda/domain/customers/customer-resource';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { PhoneField } from '../../../components/ui/phone-field';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useCustomerSignUp } from '../api/customers';
import { useCustomersT } from '../i18n';

type Props = { token: string; business: SignUpBusiness };

/**
 * The public sign-up form (/c/{token}): name, WhatsApp, optional={t('common.optional')} e-mail and birthday, and consent.
 * It carries the bot check of sign-up-guard.ts: when it was shown, and a field people never see.
 */
export function SignUpForm({ token, business }: Props) {
  const ct = useCustomersT();
  const { t } = useTranslation();
  const signUp = useCustomerSignUp(token);
  const [done, setDone] = useState<string | null>(null);
  const form = useZodForm(CustomerSignUpBodySchema, {
    defaultValues: { first_name: '', last_name: '', whatsapp: '', email: '', birthday: '', marketing_consent: false, website: '', shown_at: Date.now() },
  });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const pending = formState.isSubmitting;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await signUp.mutateAsync(values);
      setDone(answer.first_name);
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  if (done !== null) {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center" role="status" data-testid="sign-up-done">
        <CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />
        <h2 className="text-xl font-semibold text-gray-900">{ct('signUp.doneTitle', { name: done })}</h2>
        <p className="text-gray-600">{ct('signUp.doneText', { business: business.name })}</p>
      </div>
    );
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" data-testid="sign-up-form">
      {errors.shown_at?.message ? <Alert tone="error">{errors.shown_at.message}</Alert> : null}
      <div className="grid grid-cols-2 gap-3">
        <TextField label={ct('signUp.firstName')} autoComplete="given-name" maxChars={60} disabled={pending} error={errors.first_name?.message} {...register('first_name')} />
        <TextField label={ct('signUp.lastName')} optional={t('common.optional')} autoComplete="family-name" maxChars={80} disabled={pending} error={errors.last_name?.message} {...register('last_name')} />
      </div>
      <PhoneField label={ct('signUp.whatsapp')} disabled={pending} error={errors.whatsapp?.message} {...register('whatsapp')} />
      <TextField label={ct('signUp.email')} optional={t('common.optional')} type="email" autoComplete="email" disabled={pending} error={errors.email?.message} {...register('email')} />
      <TextField label={ct('signUp.birthday')} optional={t('common.optional')} type="date" autoComplete="bday" disabled={pending} error={errors.birthday?.message} {...register('birthday')} />
      {/* The honeypot: off screen and out of the tab order; a robot filling every field fills it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          {ct('signUp.honeypot')}
          <input type="text" tabIndex={-1} autoComplete="off" {...register('website')} />
        </label>
      </div>
      <div>
        <Checkbox label={ct('signUp.consent', { name: business.name })} disabled={pending} {...register('marketing_consent')} />
        <p className="mt-1 ml-6 text-xs text-gray-500">{ct('signUp.consentHint')}</p>
      </div>
      <Button type="submit" className="w-full" loading={pending} data-testid="sign-up-submit">
        {ct('signUp.submit')}
      </Button>
      <p className="text-center text-xs text-gray-400">{ct('signUp.privacy', { name: business.name })}</p>
    </form>
  );
}
