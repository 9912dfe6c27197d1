import { useTranslation } from 'react-i18next';
import type { User } from '@comanda/domain/auth/user-schema';
import { Alert } from '../../components/ui/alert';
import { ResendVerificationButton } from '../../features/account/components/resend-verification-button';

/** Reminds a new user to confirm the e-mail address, with a resend button. */
export function EmailVerificationBanner({ user }: { user: User }) {
  const { t } = useTranslation();
  // Someone who signs in with WhatsApp has no e-mail to confirm (decision 0036).
  if (user.email_verified || user.email === null) return null;
  return (
    <Alert
      tone="warning"
      title={t('verifyEmail.bannerTitle')}
      className="mb-6"
      actions={
        <ResendVerificationButton size="sm" />
      }
    >
      {t('verifyEmail.bannerText', { email: user.email })}
    </Alert>
  );
}
