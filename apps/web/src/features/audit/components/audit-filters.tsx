import { AUDIT_ACTION_GROUP_NAMES, type AuditActionGroup } from '@comanda/domain/audit/audit-actions';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useAuditActors } from '../api/list-audit-actors';
import { useAuditT } from '../i18n';
import { isAuditFiltered, NO_AUDIT_FILTERS, type AuditFilters as Filters } from '../lib/audit-filters';

type Props = { businessId: number; filters: Filters; onChange: (next: Filters) => void };

/** Who (the people in the log), what (the action groups an owner looks for) and when (local days). */
export function AuditFilters({ businessId, filters, onChange }: Props) {
  const at = useAuditT();
  const actors = useAuditActors(businessId);
  const people = actors.data ?? [];
  // A person chosen by a link before the list arrives (or no longer in it) still shows as chosen.
  const personOptions = [
    { value: '', label: at('filters.everyone') },
    ...people.map((p) => ({ value: String(p.id), label: p.name })),
    ...(filters.actorId && !people.some((p) => p.id === filters.actorId) ? [{ value: String(filters.actorId), label: `#${filters.actorId}` }] : []),
  ];

  return (
    <div role="group" aria-label={at('filters.label')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_10rem_10rem_auto] lg:items-end">
      <SelectField
        label={at('filters.person')}
        value={filters.actorId ? String(filters.actorId) : ''}
        onChange={(e) => onChange({ ...filters, actorId: e.target.value ? Number(e.target.value) : null })}
        options={personOptions}
        data-testid="audit-filter-person"
      />
      <SelectField
        label={at('filters.action')}
        value={filters.group ?? ''}
        onChange={(e) => onChange({ ...filters, group: AUDIT_ACTION_GROUP_NAMES.find((g) => g === e.target.value) ?? null })}
        options={[
          { value: '', label: at('filters.allActions') },
          ...AUDIT_ACTION_GROUP_NAMES.map((group: AuditActionGroup) => ({ value: group, label: at(`groups.${group}`) })),
        ]}
        data-testid="audit-filter-action"
      />
      <TextField
        type="date"
        label={at('filters.from')}
        value={filters.from}
        max={filters.to || undefined}
        onChange={(e) => onChange({ ...filters, from: e.target.value })}
        data-testid="audit-filter-from"
      />
      <TextField
        type="date"
        label={at('filters.to')}
        value={filters.to}
        min={filters.from || undefined}
        onChange={(e) => onChange({ ...filters, to: e.target.value })}
        data-testid="audit-filter-to"
      />
      {isAuditFiltered(filters) ? (
        <Button variant="ghost" onClick={() => onChange(NO_AUDIT_FILTERS)} data-testid="audit-filter-clear">
          {at('filters.clear')}
        </Button>
      ) : null}
    </div>
  );
}
