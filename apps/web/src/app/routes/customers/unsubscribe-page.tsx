import { CheckCircle2 } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { LoadingStatus } from '../../../components/ui/query-state';
import { useUnsubscribe, useUnsubscribeLink } from '../../../features/customers/api/customers';
import { PublicCard } from '../../../features/customers/components/public-business-card';
import { useCustomersT } from '../../../features/customers/i18n';

/**
 * /unsubscribe?token=…: the link at the foot of a campaign e-mail (issue 35, LGPD). Nothing changes
 * until the customer presses the button: a mail scanner that opens the link unsubscribes nobody.
 */
export function Component() {
  const ct = useCustomersT();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe(token);
  const done = unsubscribe.data ?? (link.data && !link.data.subscribed ? link.data : null);
  return (
    <PublicCard testId="page-unsubscribe">
      {!token || link.isError ? (
        <Alert tone="error" title={ct('unsubscribe.invalidTitle')}>
          {link.error?.message ?? ct('unsubscribe.invalidText')}
        </Alert>
      ) : !link.data ? (
        <LoadingStatus label={ct('unsubscribe.loading')} />
      ) : done ? (
        <div className="flex flex-col items-center gap-3 py-6 text-center" role="status" data-testid="unsubscribed">
          <CheckCircle2 className="size-12 text-green-600" aria-hidden="true" />
          <h1 className="text-xl font-semibold text-gray-900">{ct('unsubscribe.doneTitle')}</h1>
          <p className="text-gray-600">{ct('unsubscribe.doneText', { business: done.business_name })}</p>
        </div>
      ) : (
        <div className="flex flex-col gap-4 text-center">
          <h1 className="text-2xl font-semibold text-gray-900">{ct('unsubscribe.title', { business: link.data.business_name })}</h1>
          <p className="text-sm text-gray-600">{ct('unsubscribe.text')}</p>
          {unsubscribe.isError ? <Alert tone="error" title={unsubscribe.error.message} /> : null}
          <Button loading={unsubscribe.isPending} disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()} data-testid="unsubscribe-submit">
            {ct('unsubscribe.submit')}
          </Button>
        </div>
      )}
    </PublicCard>
  );
}
