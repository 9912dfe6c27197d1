import { useTranslation } from 'react-i18next';
import type { User } from '@comanda/domain/auth/user-schema';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useResendVerification } from '../../features/account/api/resend-verification';
import { notifyApiError } from '../../lib/form-errors';
import { notify } from '../../lib/toast';

/** Reminds a new user to confirm the e-mail address, with a resend button. */
export function EmailVerificationBanner({ user }: { user: User }) {
  const { t } = useTranslation();
  const resend = useResendVerification();
  if (user.email_verified) return null;
  return (
    <Alert
      tone="warning"
      title={t('verifyEmail.bannerTitle')}
      className="mb-6"
      actions={
        <Button
          size="sm"
          variant="secondary"
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
      }
    >
      {t('verifyEmail.bannerText', { email: user.email })}
    </Alert>
  );
}
