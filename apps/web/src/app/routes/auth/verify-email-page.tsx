import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { useMe } from '../../../features/account/api/get-me';
import { verifyEmail } from '../../../features/account/api/verify-email';
import { AuthShell, ResultPanel } from '../../../features/account/components/auth-shell';
import { ResendVerificationButton } from '../../../features/account/components/resend-verification-button';
import { isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { paths } from '../../../lib/paths';
import { queryClient } from '../../query-client';

type Result = { state: 'missing' } | { state: 'success' | 'error'; message: string };

/** The link from the e-mail is posted once, when the page opens. */
export async function loader({ request }: LoaderFunctionArgs): Promise<Result> {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { state: 'missing' };
  try {
    const res = await verifyEmail(token);
    await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    return { state: 'success', message: res.message };
  } catch (error) {
    return { state: 'error', message: isApiError(error) ? error.message : '' };
  }
}

// Posting the same token again (e.g. after a language switch) would only report it as used.
export function shouldRevalidate() {
  return false;
}

export function Component() {
  const { t } = useTranslation();
  const result = useLoaderData<typeof loader>();
  const me = useMe();
  const user = me.data;
  // A new account arrives here logged in by the link, with no business yet: setting it up is next.
  const next = !user ? paths.login.to() : user.current_business_id === null ? paths.setup.to() : paths.home.to();
  const nextLabel = !user ? t('verifyEmail.goLogin') : user.current_business_id === null ? t('verifyEmail.goSetup') : t('verifyEmail.goHome');
  // Until the session is known, no way on: someone signed in must not be offered the login (issue 31).
  const nextLink = (variant: 'primary' | 'secondary') =>
    me.isPending ? null : (
      <Link to={next} className={buttonClasses(variant)}>
        {nextLabel}
      </Link>
    );

  if (result.state === 'success') {
    return (
      <AuthShell title={t('verifyEmail.title')}>
        <ResultPanel
          tone="success"
          title={t('verifyEmail.successTitle')}
          actions={nextLink('primary')}
        >
          {result.message || t('verifyEmail.successText')}
        </ResultPanel>
      </AuthShell>
    );
  }

  const resendButton = user ? <ResendVerificationButton variant={result.state === 'error' ? 'primary' : 'secondary'} /> : null;

  return (
    <AuthShell title={t('verifyEmail.title')}>
      {result.state === 'error' ? (
        <ResultPanel
          tone="error"
          title={t('verifyEmail.failureTitle')}
          actions={
            <>
              {resendButton}
              {nextLink('secondary')}
            </>
          }
        >
          {result.message || t('verifyEmail.failureText')}
        </ResultPanel>
      ) : (
        <ResultPanel
          tone="info"
          title={t('verifyEmail.checkTitle')}
          actions={
            <>
              {resendButton}
              {nextLink(user ? 'primary' : 'secondary')}
            </>
          }
        >
          {user?.email ? t('verifyEmail.checkTextTo', { email: user.email }) : t('verifyEmail.checkText')}
        </ResultPanel>
      )}
    </AuthShell>
  );
}
