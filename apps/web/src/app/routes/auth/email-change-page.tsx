import { Link, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { useMe } from '../../../features/account/api/get-me';
import { resetEmail } from '../../../features/account/api/reset-email';
import { AuthShell, ResultPanel } from '../../../features/account/components/auth-shell';
import { isApiError } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { paths } from '../../../lib/paths';
import { queryClient } from '../../query-client';

type Result = { state: 'missing' } | { state: 'success'; email: string } | { state: 'error'; message: string };

/** Opened from the link sent to the new address: /email-change?token=… */
export async function loader({ request }: LoaderFunctionArgs): Promise<Result> {
  const token = new URL(request.url).searchParams.get('token');
  if (!token) return { state: 'missing' };
  try {
    const user = await resetEmail(token);
    // Only refresh a session that exists; a logged-out visitor stays logged out.
    if (queryClient.getQueryData(queryKeys.me)) queryClient.setQueryData(queryKeys.me, user);
    return { state: 'success', email: user.email ?? '' };
  } catch (error) {
    return { state: 'error', message: isApiError(error) ? error.message : '' };
  }
}

export function shouldRevalidate() {
  return false;
}

export function Component() {
  const { t } = useTranslation();
  const result = useLoaderData<typeof loader>();
  const { data: user } = useMe();
  const next = (
    <Link to={user ? paths.profile.to() : paths.login.to()} className={buttonClasses('primary')}>
      {user ? t('emailChange.goProfile') : t('verifyEmail.goLogin')}
    </Link>
  );

  return (
    <AuthShell title={t('emailChange.title')}>
      {result.state === 'success' ? (
        <ResultPanel tone="success" title={t('emailChange.successTitle')} actions={next}>
          {t('emailChange.successText', { email: result.email })}
        </ResultPanel>
      ) : (
        <ResultPanel tone="error" title={t('emailChange.failureTitle')} actions={next}>
          {result.state === 'error' && result.message ? result.message : t('emailChange.missingToken')}
        </ResultPanel>
      )}
    </AuthShell>
  );
}
