import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field';

type NewPasswordValues = { password: string; password_confirmation: string };

/** "Nova senha" and its confirmation: the reset link, the invitation and the password change. */
export function NewPasswordFields<T extends NewPasswordValues>({
  register,
  errors,
  autoFocus = false,
}: {
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  // react-hook-form's generics cannot see that T has these two fields; the constraint guarantees it.
  const reg = register as unknown as UseFormRegister<NewPasswordValues>;
  const errs = errors as FieldErrors<NewPasswordValues>;
  return (
    <>
      <TextField
        label={t('fields.newPassword')}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        hint={t('register.passwordHint')}
        error={errs.password?.message}
        {...reg('password')}
      />
      <TextField
        label={t('fields.newPasswordConfirmation')}
        type="password"
        autoComplete="new-password"
        error={errs.password_confirmation?.message}
        {...reg('password_confirmation')}
      />
    </>
  );
}
