import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resetPasswordBodySchema } from '@comanda/domain/auth/auth-schemas';
import { formatPhone } from '@comanda/domain/phone/phone';
import { Button, buttonClasses } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useResetPassword } from '../../../features/account/api/reset-password';
import { AuthShell, ResultPanel } from '../../../features/account/components/auth-shell';
import { NewPasswordFields } from '../../../features/account/components/new-password-fields';
import { applyApiErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { paths } from '../../../lib/paths';

/**
 * Opened from the link /reset-password?token=…&email=… (or &whatsapp=… for someone who signs in
 * with WhatsApp: decision 0036); the page shows whose password it is and sends it back with the token.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const whatsapp = params.get('whatsapp');
  const email = params.get('email') ?? '';
  // An employee's invitation (issue 19) opens this page to choose the first password.
  const invite = params.get('invite') === '1';
  const reset = useResetPassword();
  const form = useZodForm(resetPasswordBodySchema, {
    defaultValues: { token, ...(whatsapp ? { whatsapp } : { email }), password: '', password_confirmation: '' },
  });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await reset.mutateAsync(values);
      notify.success({ title: t('resetPassword.success'), description: res.message });
      await navigate(paths.login.to(), { replace: true });
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  if (!token) {
    return (
      <AuthShell title={t('resetPassword.title')}>
        <ResultPanel
          tone="error"
          title={t('resetPassword.invalidTitle')}
          actions={
            <Link to={paths.forgotPassword.to()} className={buttonClasses('primary')}>
              {t('resetPassword.requestNew')}
            </Link>
          }
        >
          {t('resetPassword.invalidText')}
        </ResultPanel>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t(invite ? 'resetPassword.inviteTitle' : 'resetPassword.title')} subtitle={t(invite ? 'resetPassword.inviteSubtitle' : 'resetPassword.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        {errors.token?.message ? (
          <p className="text-sm font-medium text-red-600" role="alert">
            {errors.token.message}
          </p>
        ) : null}
        {whatsapp ? (
          // What a password manager saves with the password: the number as it is typed at sign-in.
          <TextField label={t('fields.whatsapp')} value={formatPhone(whatsapp)} autoComplete="username" readOnly error={errors.whatsapp?.message} />
        ) : (
          <TextField
            label={t('fields.email')}
            type="email"
            autoComplete="username"
            readOnly={Boolean(email)}
            error={errors.email?.message}
            {...register('email')}
          />
        )}
        <NewPasswordFields register={register} errors={errors} autoFocus />
        <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
          {t('resetPassword.submit')}
        </Button>
      </form>
    </AuthShell>
  );
}
