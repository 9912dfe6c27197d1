import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useForgotPassword } from '../../../features/account/api/forgot-password';
import { AuthShell, ResultPanel } from '../../../features/account/components/auth-shell';
import { signInName } from '../../../features/account/lib/sign-in-name';
import { applyApiErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { paths } from '../../../lib/paths';

const signInNameFormSchema = z.object({ email: z.string().trim().min(1) });

export function Component() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sentBy, setSentBy] = useState<'email' | 'whatsapp'>('email');
  // One input for the e-mail or the WhatsApp (decision 0036); the API validates what it turns out to be.
  const form = useZodForm(signInNameFormSchema, { defaultValues: { email: '' } });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    const body = signInName(values.email);
    try {
      await forgot.mutateAsync(body);
      setSentBy(body.whatsapp !== undefined ? 'whatsapp' : 'email');
      setSentTo(values.email.trim());
    } catch (error) {
      applyApiErrors(error, {
        getValues: () => ({ email: '', whatsapp: '' }),
        setError: (_name, error, options) => form.setError('email', error, { shouldFocus: options?.shouldFocus ?? false }),
      });
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
          title={t(sentBy === 'whatsapp' ? 'forgotPassword.sentTitleWhatsapp' : 'forgotPassword.sentTitle')}
          actions={
            <Link to={paths.login.to()} className={buttonClasses('primary')}>
              {t('forgotPassword.backToLogin')}
            </Link>
          }
        >
          {t(sentBy === 'whatsapp' ? 'forgotPassword.sentTextWhatsapp' : 'forgotPassword.sentText', { email: sentTo })}
        </ResultPanel>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('forgotPassword.title')} subtitle={t('forgotPassword.subtitle')} footer={backToLogin}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={t('login.emailOrWhatsapp')}
          type="text"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
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
