import { useTranslation } from 'react-i18next';
import type { User } from '@comanda/domain/auth/user-schema';
import { Alert } from '../../components/ui/alert';
import { ResendVerificationButton } from '../../features/account/components/resend-verification-button';
import { paths } from '../../lib/paths';
import { useRouteName } from './use-route-name';

/**
 * Reminds a user to confirm the e-mail address, with a resend button: on the home page and the
 * profile, not on every working screen (an employee given a temporary password had it over the PDV
 * and the board all day, issue 31).
 */
export function EmailVerificationBanner({ user }: { user: User }) {
  const { t } = useTranslation();
  const route = useRouteName();
  // Someone who signs in with WhatsApp has no e-mail to confirm (decision 0036).
  if (user.email_verified || user.email === null) return null;
  if (route !== paths.home.name && !route?.startsWith(paths.profile.name)) return null;
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
