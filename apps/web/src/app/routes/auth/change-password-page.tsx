import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { changePasswordBodySchema } from '@comanda/domain/auth/auth-schemas';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { useChangePassword } from '../../../features/account/api/change-password';
import { AuthShell } from '../../../features/account/components/auth-shell';
import { NewPasswordFields } from '../../../features/account/components/new-password-fields';
import { applyApiErrors } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { safeRedirect } from '../../../lib/safe-redirect';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';

/**
 * /alterar-senha: where a first password set by the business owner (issue 19) is replaced; the
 * session loader sends the user here until it is. Anyone signed in may also use it.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const change = useChangePassword();
  const form = useZodForm(changePasswordBodySchema, { defaultValues: { current_password: '', password: '', password_confirmation: '' } });
  const { register, handleSubmit, formState } = form;
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await change.mutateAsync(values);
      notify.success({ title: t('changePassword.success') });
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  return (
    <AuthShell title={t('changePassword.title')} subtitle={t('changePassword.subtitle')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <TextField
          label={t('changePassword.current')}
          type="password"
          autoComplete="current-password"
          autoFocus
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <NewPasswordFields register={register} errors={errors} />
        <Button type="submit" size="lg" className="w-full" loading={formState.isSubmitting}>
          {t('changePassword.submit')}
        </Button>
        <p className="text-center text-sm">
          <Link to={paths.logout.to()} className="font-medium text-gray-600 hover:text-gray-900">
            {t('changePassword.otherAccount')}
          </Link>
        </p>
      </form>
    </AuthShell>
  );
}
