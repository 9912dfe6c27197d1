import type { AuditLogRequest } from '../lib/audit-filters';

/** The audit page's query keys: the log per business and filters, and the people in it. */
export const auditKeys = {
  all: ['audit'] as const,
  log: (businessId: number, query: AuditLogRequest) => ['audit', 'log', businessId, query] as const,
  actors: (businessId: number) => ['audit', 'actors', businessId] as const,
};
