import { ArrowRight } from 'lucide-react';
import { useAuditT } from '../i18n';
import { auditFieldLabel, auditListText, auditValueText, type AuditChange, type AuditTextContext } from '../lib/audit-text';

type Props = { changes: readonly AuditChange[]; ctx: AuditTextContext };

/** The fields an entry changed, before → after, behind a "Ver detalhes" toggle. */
export function AuditEntryDetails({ changes, ctx }: Props) {
  const at = useAuditT();
  if (changes.length === 0) return null;
  return (
    <details className="group mt-2 text-sm" data-testid="audit-details">
      <summary className="cursor-pointer text-brand-700 select-none hover:underline focus-visible:outline-2 focus-visible:outline-brand-600">
        <span className="group-open:hidden">{at('details.show')}</span>
        <span className="hidden group-open:inline">{at('details.hide')}</span>
      </summary>
      <dl className="mt-2 space-y-1.5 rounded-lg bg-gray-50 p-3">
        {changes.map((change) => (
          <div key={change.field} className="grid gap-x-3 sm:grid-cols-[10rem_1fr]">
            <dt className="font-medium text-gray-600">{auditFieldLabel(change.field, at)}</dt>
            <dd className="min-w-0 text-gray-900">
              {change.kind === 'list' ? (
                <>
                  {change.added.length > 0 ? <span className="block text-green-700">{at('details.added', { list: auditListText(change.field, change.added, ctx) })}</span> : null}
                  {change.removed.length > 0 ? <span className="block text-red-700">{at('details.removed', { list: auditListText(change.field, change.removed, ctx) })}</span> : null}
                </>
              ) : (
                <span className="flex flex-wrap items-center gap-1.5 break-words">
                  <span className={change.before === undefined ? 'text-gray-400' : 'text-gray-500 line-through decoration-gray-300'}>
                    <span className="sr-only">{at('details.before')}: </span>
                    {auditValueText(change.field, change.before, ctx)}
                  </span>
                  <ArrowRight className="size-3.5 shrink-0 text-gray-400" aria-hidden="true" />
                  <span>
                    <span className="sr-only">{at('details.after')}: </span>
                    {auditValueText(change.field, change.after, ctx)}
                  </span>
                </span>
              )}
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
