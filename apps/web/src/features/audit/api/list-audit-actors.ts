import { useQuery } from '@tanstack/react-query';
import type { AuditActor } from '@comanda/domain/audit/audit-resource';
import { apiRequest } from '../../../lib/api-client';
import { auditKeys } from './audit-keys';

/** GET v1/businesses/{id}/audit-log/actors: everyone who appears in the log, for the person filter. */
export function listAuditActors(businessId: number, signal?: AbortSignal): Promise<AuditActor[]> {
  return apiRequest<{ data: AuditActor[] }>(`/businesses/${businessId}/audit-log/actors`, { signal }).then((res) => res.data);
}

export function useAuditActors(businessId: number) {
  return useQuery({ queryKey: auditKeys.actors(businessId), queryFn: ({ signal }) => listAuditActors(businessId, signal) });
}
