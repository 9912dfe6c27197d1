import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toLang } from '@comanda/domain/validation/lang';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PhoneField } from '../../../components/ui/phone-field';
import { TextField } from '../../../components/ui/text-field';
import { useRegister } from '../../../features/account/api/register';
import { AuthShell, ResultPanel } from '../../../features/account/components/auth-shell';
import { applyApiErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { paths } from '../../../lib/paths';

// The schema checks the WhatsApp with libphonenumber: it loads with the first validation (or when the
// WhatsApp field is focused), not with the page (lib/phone.ts).
const loadSchema = () => import('@comanda/domain/auth/register-schema').then((m) => m.registerBodySchema);

export function Component() {
  const { t, i18n } = useTranslation();
  const registerAccount = useRegister();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(loadSchema, {
    defaultValues: { name: '', email: '', whatsapp: undefined, password: '', password_confirmation: '' },
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await registerAccount.mutateAsync({ ...values, lang: toLang(i18n.language) });
      setSentTo(values.email);
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  if (sentTo) {
    return (
      <AuthShell title={t('register.title')}>
        <ResultPanel
          tone="info"
          title={t('register.sentTitle')}
          actions={
            <Link to={paths.login.to()} className={buttonClasses('secondary')}>
              {t('register.backToLogin')}
            </Link>
          }
        >
          <span data-testid="register-sent">{t('register.sentText', { email: sentTo })}</span>
        </ResultPanel>
      </AuthShell>
    );
  }

  return (
    <AuthShell
      title={t('register.title')}
      subtitle={t('register.subtitle')}
      footer={
        <>
          {t('register.haveAccount')}{' '}
          <Link to={paths.login.to()} className="font-semibold text-brand-700 hover:underline">
            {t('register.login')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} onFocus={() => void loadSchema().catch(() => undefined)} noValidate className="space-y-5" data-testid="register-form">
        <TextField label={t('fields.name')} autoComplete="name" autoFocus error={errors.name?.message} {...register('name')} />
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PhoneField
          label={t('fields.whatsapp')}
          optional={t('common.optional')}
          hint={t('register.whatsappHint')}
          error={errors.whatsapp?.message}
          {...register('whatsapp', { setValueAs: (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined) })}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={t('fields.password')}
            type="password"
            autoComplete="new-password"
            hint={t('register.passwordHint')}
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label={t('fields.passwordConfirmation')}
            type="password"
            autoComplete="new-password"
            error={errors.password_confirmation?.message}
            {...register('password_confirmation')}
          />
        </div>
        <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
          {t('register.submit')}
        </Button>
        <p className="text-center text-xs text-gray-500">{t('register.trial')}</p>
      </form>
    </AuthShell>
  );
}
