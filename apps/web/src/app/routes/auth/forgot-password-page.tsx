import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { forgotPasswordBodySchema } from '@comanda/domain/auth/auth-schemas';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useForgotPassword } from '../../../features/account/api/forgot-password';
import { AuthShell, ResultPanel } from '../../../features/account/components/auth-shell';
import { applyApiErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { paths } from '../../../lib/paths';

export function Component() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordBodySchema, { defaultValues: { email: '' } });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await forgot.mutateAsync(values);
      setSentTo(values.email);
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  const backToLogin = (
    <Link to={paths.login.to()} className="font-semibold text-brand-700 hover:underline">
      {t('forgotPassword.backToLogin')}
    </Link>
  );

  if (sentTo) {
    return (
      <AuthShell title={t('forgotPassword.title')}>
        <ResultPanel
          tone="info"
          title={t('forgotPassword.sentTitle')}
          actions={
            <Link to={paths.login.to()} className={buttonClasses('primary')}>
              {t('forgotPassword.backToLogin')}
            </Link>
          }
        >
          {t('forgotPassword.sentText', { email: sentTo })}
        </ResultPanel>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')} footer={backToLogin}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          autoFocus
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
          {t('forgotPassword.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
