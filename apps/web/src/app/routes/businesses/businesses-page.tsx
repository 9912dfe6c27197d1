import { Building2, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { useEnterBusiness } from '../../../features/businesses/api/enter-business';
import { useAllBusinesses } from '../../../features/businesses/api/list-all-businesses';
import { formatDate } from '../../../lib/format';
import { notifyApiError } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useUser } from '../../use-session';
import { BusinessRow } from './business-row';

const SEARCH_DELAY_MS = 300;

/** Admins: every business of the platform, searchable, paginated (page and search live in the URL); a row enters its business. */
export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const [typed, setTyped] = useState(search);
  const { data, isPending, isError, isPlaceholderData, refetch } = useAllBusinesses({ page, search });
  const user = useUser();
  const navigate = useNavigate();
  const enter = useEnterBusiness();
  // Set when leaving for the business's home: a search still waiting for its pause must not land
  // there as ?search=… (the navigation away can take a moment to unmount this page).
  const leaving = useRef(false);
  // An admin opens a business to act in it: enter it (audited on the server) and land on its home.
  const openBusiness = (id: number) =>
    enter.mutate(id, {
      onSuccess: () => {
        leaving.current = true;
        void navigate(paths.home.to());
      },
      onError: notifyApiError,
    });

  // Wait for a pause in typing before searching, so each keystroke is not a request.
  useEffect(() => {
    if (typed === search) return undefined;
    const timer = window.setTimeout(() => {
      if (leaving.current) return;
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (typed.trim()) next.set('search', typed.trim());
        else next.delete('search');
        next.delete('page');
        return next;
      }, { replace: true });
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [typed, search, setParams]);

  const goTo = (target: number) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('page', String(target));
      return next;
    });

  const meta = data?.meta;

  return (
    <div data-testid="page-businesses">
      <PageHeader
        title={t('businesses.title')}
        description={
          meta
            ? t(search ? 'businesses.found' : 'businesses.total', { count: meta.total })
            : t('businesses.description')
        }
      />
      <div className="mb-4 max-w-md">
        <TextField
          type="search"
          label={t('businesses.search')}
          placeholder={t('businesses.searchPlaceholder')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
        />
      </div>

      {isError ? (
        <Alert tone="error" title={t('errors.title')} actions={<Button size="sm" variant="secondary" onClick={() => void refetch()}>{t('common.retry')}</Button>}>
          {t('businesses.loadFailed')}
        </Alert>
      ) : isPending ? (
        <div className="flex justify-center py-16 text-brand-600" role="status" aria-label={t('common.loading')}>
          <Spinner className="size-8" />
        </div>
      ) : data.data.length === 0 ? (
        <EmptyState
          icon={search ? Search : Building2}
          title={t('businesses.emptyTitle')}
          description={search ? t('businesses.emptySearch', { search }) : t('businesses.emptyText')}
        />
      ) : (
        <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <ul className="divide-y divide-gray-100 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
            {data.data.map((business) => (
              <BusinessRow
                key={business.id}
                business={business}
                createdAt={formatDate(business.created_at)}
                current={business.id === user.current_business_id}
                onEnter={() => openBusiness(business.id)}
                entering={enter.isPending}
              />
            ))}
          </ul>
          {meta && meta.last_page > 1 ? (
            <nav className="mt-4 flex items-center justify-between gap-3" aria-label={t('common.pagination')}>
              <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('common.previous')}
              </Button>
              <span className="text-sm text-gray-600">{t('common.pageOf', { page: meta.current_page, last: meta.last_page })}</span>
              <Button variant="secondary" size="sm" disabled={page >= meta.last_page} onClick={() => goTo(page + 1)}>
                {t('common.next')}
              </Button>
            </nav>
          ) : null}
        </div>
      )}
    </div>
  );
}
