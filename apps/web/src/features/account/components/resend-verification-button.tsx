import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { notifyApiError } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useResendVerification } from '../api/resend-verification';

/** Sends the verification e-mail again and says so in a toast. */
export function ResendVerificationButton({
  variant = 'secondary',
  size = 'md',
}: {
  variant?: 'primary' | 'secondary';
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  return (
    <Button
      variant={variant}
      size={size}
      loading={resend.isPending}
      onClick={() =>
        resend.mutate(undefined, {
          onSuccess: (res) => notify.success({ title: t('verifyEmail.resent'), description: res.message }),
          onError: notifyApiError,
        })
      }
    >
      {t('verifyEmail.resend')}
    </Button>
  );
}
