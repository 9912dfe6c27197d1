import type { AuditEntryResource } from '@comanda/domain/audit/audit-resource';
import { useAuditT } from '../i18n';
import { auditChanges, auditSentence, auditTimeText, type AuditTextContext } from '../lib/audit-text';
import { AuditEntryDetails } from './audit-entry-details';

type Props = { entries: readonly AuditEntryResource[]; timeZone: string; locale: string; ctx: AuditTextContext };

/**
 * The entries, newest first: a row each on a wide screen (when · who · what), a card each on a
 * phone. One list for both, so a reader (or a test) never meets an entry twice.
 */
/** Who did it: the person, or the provider or part of the system that acted (decision 0044). */
function actorText(entry: AuditEntryResource, at: ReturnType<typeof useAuditT>): string {
  if (entry.actor) return entry.actor.name;
  if (entry.actor_kind === 'customer') return at('actors.customer');
  if (entry.actor_source === 'mercado_pago') return 'Mercado Pago';
  if (entry.actor_source === 'efi') return 'Efí';
  if (entry.actor_source === 'whatsapp') return 'WhatsApp';
  return at('nobody');
}

export function AuditEntries({ entries, timeZone, locale, ctx }: Props) {
  const at = useAuditT();
  return (
    <div className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-gray-200">
      <div className="hidden grid-cols-[9rem_12rem_1fr] gap-4 bg-gray-50 px-4 py-3 text-xs font-medium text-gray-500 uppercase md:grid" aria-hidden="true">
        <span>{at('columns.when')}</span>
        <span>{at('columns.who')}</span>
        <span>{at('columns.what')}</span>
      </div>
      <ul className="divide-y divide-gray-100" data-testid="audit-entries">
        {entries.map((entry) => {
          const sentence = auditSentence(entry, ctx);
          return (
            <li key={entry.id} className="grid gap-1 p-4 md:grid-cols-[9rem_12rem_1fr] md:gap-4" data-testid={`audit-entry-${entry.id}`} data-action={entry.action}>
              <p className="text-sm text-gray-500 tabular-nums md:text-gray-700">
                <span className="sr-only">{at('columns.when')}: </span>
                <time dateTime={entry.at}>{auditTimeText(entry.at, timeZone, locale)}</time>
              </p>
              <p className="text-sm font-medium break-words text-gray-900">
                <span className="sr-only">{at('columns.who')}: </span>
                {actorText(entry, at)}
              </p>
              <div className="min-w-0 text-sm">
                <p className="text-gray-900">{sentence.text}</p>
                {sentence.reason ? (
                  <p className="mt-0.5 font-medium text-gray-800" data-testid="audit-reason">
                    {at('reason', { reason: sentence.reason })}
                  </p>
                ) : null}
                <AuditEntryDetails changes={auditChanges(entry.before, entry.after)} ctx={ctx} />
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
