import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { AuditLogPage } from '@comanda/domain/audit/audit-resource';
import { apiRequest } from '../../../lib/api-client';
import type { AuditLogRequest } from '../lib/audit-filters';
import { auditKeys } from './audit-keys';

/** GET v1/businesses/{id}/audit-log: a page of entries, newest first; `cursor` continues after the last one. */
export function listAuditLog(businessId: number, query: AuditLogRequest, cursor: string | null, signal?: AbortSignal): Promise<AuditLogPage> {
  return apiRequest<AuditLogPage>(`/businesses/${businessId}/audit-log`, { query: { ...query, cursor: cursor ?? undefined }, signal });
}

export function auditLogQueryOptions(businessId: number, query: AuditLogRequest) {
  return infiniteQueryOptions({
    queryKey: auditKeys.log(businessId, query),
    queryFn: ({ pageParam, signal }) => listAuditLog(businessId, query, pageParam, signal),
    initialPageParam: null as string | null,
    // "Carregar mais" follows the cursor; null: that was the oldest page.
    getNextPageParam: (last) => last.meta.next_cursor,
  });
}

export function useAuditLog(businessId: number, query: AuditLogRequest) {
  return useInfiniteQuery({ ...auditLogQueryOptions(businessId, query), placeholderData: keepPreviousData });
}
