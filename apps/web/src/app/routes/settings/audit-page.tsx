import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { Business } from '@comanda/domain/business/business-schemas';
import { PageHeader } from '../../../components/ui/page-header';
import { AuditLog } from '../../../features/audit/components/audit-log';
import { useAuditT } from '../../../features/audit/i18n';
import { auditFiltersFromSearch, auditFiltersToSearch, type AuditFilters } from '../../../features/audit/lib/audit-filters';
import { useCurrentBusiness } from '../../use-session';

function Loaded({ business }: { business: Business }) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => auditFiltersFromSearch(params), [params]);
  const setFilters = useCallback((next: AuditFilters) => setParams(auditFiltersToSearch(next), { replace: true }), [setParams]);
  return <AuditLog business={business} filters={filters} onFiltersChange={setFilters} />;
}

/** /settings/auditoria: who did what in the business (issue 19; view_reports, which owners hold). */
export function Component() {
  const at = useAuditT();
  const business = useCurrentBusiness();
  return (
    <div data-testid="page-settingsAuditoria">
      <PageHeader title={at('title')} description={at('description')} />
      {business ? <Loaded business={business} /> : null}
    </div>
  );
}
