import { useState } from 'react';
import { Pencil, Plus, Printer, Trash2 } from 'lucide-react';
import type { PrinterResource } from '@comanda/domain/printer/printer';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { LoadFailedAlert, LoadingStatus } from '../../../../components/ui/query-state';
import { notifyApiError } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { useOrdersT } from '../../i18n';
import { useDeletePrinter, usePrinters } from '../api/printing';
import { PrintAgents } from './print-agents';
import { QzHelp } from './qz-help';
import { QzStatus } from './qz-status';
import { PrinterForm } from './printer-form';
import { TestPrint } from './test-print';

/** Where a printer is, as its card says it. */
function placeOf(printer: PrinterResource, ot: ReturnType<typeof useOrdersT>): string {
  return printer.connection === 'qz' ? ot('printing.list.qz', { name: printer.qz_printer ?? '' }) : ot('printing.list.network', { host: printer.host ?? '', port: printer.port });
}

function PrinterCard({ businessId, printer, onEdit, onDelete }: { businessId: number; printer: PrinterResource; onEdit: () => void; onDelete: () => void }) {
  const ot = useOrdersT();
  const prints = [printer.prints_kitchen ? ot('printing.list.kitchen') : null, printer.prints_receipt ? ot('printing.list.receipt') : null].filter(Boolean).join(' + ');
  return (
    <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200" data-testid={`printer-${printer.name}`}>
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <Printer className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold text-gray-900">{printer.name}</p>
          <p className="truncate text-sm text-gray-600">{placeOf(printer, ot)}</p>
          <p className="text-sm text-gray-500">
            {[ot('printing.paper', { mm: printer.paper_mm, columns: printer.columns }), prints, printer.copies > 1 ? ot('printing.list.copies', { count: printer.copies }) : null]
              .filter(Boolean)
              .join(' · ')}
          </p>
          <p className="mt-1 flex flex-wrap gap-1">
            {printer.auto_print ? <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-medium text-emerald-800">{ot('printing.list.auto')}</span> : null}
            {printer.category_ids.length > 0 ? (
              <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">{ot('printing.list.someCategories', { count: printer.category_ids.length })}</span>
            ) : null}
          </p>
        </div>
        <div className="flex shrink-0 gap-1">
          <Button variant="ghost" size="sm" className="size-9 p-0" aria-label={ot('printing.list.edit', { name: printer.name })} title={ot('printing.list.edit', { name: printer.name })} onClick={onEdit}>
            <Pencil className="size-4" aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="size-9 p-0 text-red-600 hover:bg-red-50 hover:text-red-700"
            aria-label={ot('printing.list.delete', { name: printer.name })}
            title={ot('printing.list.delete', { name: printer.name })}
            onClick={onDelete}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </Button>
        </div>
      </div>
      <TestPrint businessId={businessId} printer={printer} />
    </li>
  );
}

/** /settings/impressoras (issue 17): the business's printers, added, changed, tested and removed here. */
export function PrintersList({ businessId }: { businessId: number }) {
  const ot = useOrdersT();
  const printers = usePrinters(businessId);
  const remove = useDeletePrinter(businessId);
  const [editing, setEditing] = useState<PrinterResource | 'new' | null>(null);
  const [deleting, setDeleting] = useState<PrinterResource | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      notify.success({ title: ot('printing.delete.deleted', { name: deleting.name }) });
    } catch (error) {
      notifyApiError(error);
    } finally {
      setDeleting(null);
    }
  };

  if (printers.isError && !printers.data) return <LoadFailedAlert title={ot('printing.list.loadFailed')} onRetry={() => void printers.refetch()} />;
  if (!printers.data) return <LoadingStatus label={ot('printing.list.loading')} />;
  const add = (
    <Button icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => setEditing('new')} data-testid="printer-add">
      {ot('printing.list.add')}
    </Button>
  );

  return (
    <div className="space-y-4">
      <QzStatus businessId={businessId} />
      {printers.data.length === 0 ? (
        <EmptyState icon={Printer} title={ot('printing.list.emptyTitle')} description={ot('printing.list.emptyText')} action={add} />
      ) : (
        <>
          <div className="flex justify-end">{add}</div>
          <ul className="grid gap-3 lg:grid-cols-2" aria-label={ot('printing.list.title')}>
            {printers.data.map((printer) => (
              <PrinterCard key={printer.id} businessId={businessId} printer={printer} onEdit={() => setEditing(printer)} onDelete={() => setDeleting(printer)} />
            ))}
          </ul>
        </>
      )}
      <p className="text-sm text-gray-500">{ot('printing.list.howItPrints')}</p>
      <QzHelp businessId={businessId} />
      <PrintAgents businessId={businessId} />
      {editing !== null ? <PrinterForm businessId={businessId} printer={editing === 'new' ? null : editing} open onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        title={ot('printing.delete.title', { name: deleting?.name ?? '' })}
        description={ot('printing.delete.text')}
        confirmLabel={ot('printing.delete.confirm')}
        pending={remove.isPending}
      />
    </div>
  );
}
