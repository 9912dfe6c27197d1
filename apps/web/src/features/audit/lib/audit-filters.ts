import { AUDIT_ACTION_GROUP_NAMES, AUDIT_ACTION_GROUPS, type AuditActionGroup } from '@comanda/domain/audit/audit-actions';

/** The audit page's filters, kept in the address so a reload or a shared link shows the same entries. */
export type AuditFilters = {
  actorId: number | null;
  group: AuditActionGroup | null;
  /** The business's local days, 'YYYY-MM-DD', both included; '' for none. */
  from: string;
  to: string;
};

/** What GET …/audit-log is asked (the cursor aside). */
export type AuditLogRequest = { actor_user_id?: number; action?: string; from?: string; to?: string };

export const NO_AUDIT_FILTERS: AuditFilters = { actorId: null, group: null, from: '', to: '' };

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (value: string | null) => (value && ISO_DAY.test(value) ? value : '');

export function auditFiltersFromSearch(params: URLSearchParams): AuditFilters {
  const actor = Number(params.get('pessoa'));
  return {
    actorId: Number.isInteger(actor) && actor > 0 ? actor : null,
    group: AUDIT_ACTION_GROUP_NAMES.find((g) => g === params.get('acao')) ?? null,
    from: day(params.get('de')),
    to: day(params.get('ate')),
  };
}

export function auditFiltersToSearch(filters: AuditFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.actorId) params.set('pessoa', String(filters.actorId));
  if (filters.group) params.set('acao', filters.group);
  if (filters.from) params.set('de', filters.from);
  if (filters.to) params.set('ate', filters.to);
  return params;
}

export function auditFiltersToRequest(filters: AuditFilters): AuditLogRequest {
  const request: AuditLogRequest = {};
  if (filters.actorId) request.actor_user_id = filters.actorId;
  if (filters.group) request.action = AUDIT_ACTION_GROUPS[filters.group].join(',');
  // A range typed backwards still means those days (the server refuses `to` before `from`).
  const [from, to] = filters.from && filters.to && filters.to < filters.from ? [filters.to, filters.from] : [filters.from, filters.to];
  if (from) request.from = from;
  if (to) request.to = to;
  return request;
}

export const isAuditFiltered = (filters: AuditFilters) => filters.actorId !== null || filters.group !== null || filters.from !== '' || filters.to !== '';
