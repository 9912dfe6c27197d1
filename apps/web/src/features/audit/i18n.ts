import { areaHook, type AreaKeyOf, type AreaT } from '../../lib/area-t';

/** The audit page's texts: locales/audit/<lang>.json, loaded with its route. */
export type AuditKey = AreaKeyOf<'audit'>;
export type AuditT = AreaT<AuditKey>;

/** at('filters.person') reads t('audit.filters.person'). */
export const useAuditT = areaHook('audit');
