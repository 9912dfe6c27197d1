import { useMemo } from 'react';
import { ScrollText, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { isApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { getIntlLocale, getLocale } from '../../../lib/locale';
import { useAuditLog } from '../api/list-audit-log';
import { useAuditT } from '../i18n';
import { auditFiltersToRequest, isAuditFiltered, type AuditFilters as Filters } from '../lib/audit-filters';
import type { AuditTextContext } from '../lib/audit-text';
import { AuditEntries } from './audit-entries';
import { AuditFilters } from './audit-filters';

type Props = {
  business: { id: number; timezone: string; currency: string };
  filters: Filters;
  onFiltersChange: (next: Filters) => void;
};

/** /settings/auditoria: the filters, the entries newest first and "Carregar mais" for older ones. */
export function AuditLog({ business, filters, onFiltersChange }: Props) {
  const at = useAuditT();
  const request = useMemo(() => auditFiltersToRequest(filters), [filters]);
  const log = useAuditLog(business.id, request);
  const lang = getLocale();
  const locale = getIntlLocale();
  const ctx = useMemo<AuditTextContext>(() => ({ t: at, lang, money: (c) => formatMoney(c, business.currency) }), [at, lang, business.currency]);
  const entries = useMemo(() => log.data?.pages.flatMap((p) => p.data) ?? [], [log.data]);

  let body;
  if (log.isError && !log.data) {
    body = <LoadFailedAlert title={isApiError(log.error) && log.error.status === 422 ? log.error.message : at('loadFailed')} onRetry={() => void log.refetch()} />;
  } else if (!log.data) {
    body = <LoadingStatus label={at('loading')} />;
  } else if (entries.length === 0) {
    body = isAuditFiltered(filters) ? (
      <EmptyState icon={SearchX} title={at('empty.filteredTitle')} description={at('empty.filteredText')} />
    ) : (
      <EmptyState icon={ScrollText} title={at('empty.title')} description={at('empty.text')} />
    );
  } else {
    body = (
      <>
        <AuditEntries entries={entries} timeZone={business.timezone} locale={locale} ctx={ctx} />
        {log.isFetchNextPageError ? <LoadFailedAlert title={at('loadFailed')} onRetry={() => void log.fetchNextPage()} /> : null}
        <div className="flex justify-center">
          {log.hasNextPage ? (
            <Button variant="secondary" loading={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()} data-testid="audit-load-more">
              {at('loadMore')}
            </Button>
          ) : (
            <p className="text-sm text-gray-500">{at('end')}</p>
          )}
        </div>
      </>
    );
  }

  return (
    <div className="space-y-4" aria-busy={log.isFetching || undefined}>
      <AuditFilters businessId={business.id} filters={filters} onChange={onFiltersChange} />
      {body}
    </div>
  );
}
