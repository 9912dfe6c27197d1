import { useState } from 'react';
import type { TableResource } from '@comanda/domain/tables/table-resource';
import { closeUnlessBusy } from '../../../components/ui/close-unless-busy';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { cn } from '../../../lib/cn';
import { notifyApiError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useMoveTableOrder } from '../api/tables';
import { usePdvT } from '../i18n';

export type MoveKind = 'transfer' | 'merge';

type MoveTableDialogProps = {
  businessId: number;
  currency: string;
  /** The table whose order moves (transfer) or receives another's (merge); null: closed. */
  table: TableResource | null;
  kind: MoveKind;
  tables: readonly TableResource[];
  onClose: () => void;
  /** After the move: the table the order now sits at. */
  onMoved: (at: TableResource) => void;
};

/**
 * "Transferir mesa": the order goes to a free table. "Juntar mesas": another occupied table's order
 * comes into this one and that table is free again. The server decides (a table taken meanwhile
 * answers 409 with a message); the choice is a list of buttons, usable from the keyboard.
 */
export function MoveTableDialog({ businessId, currency, table, kind, tables, onClose, onMoved }: MoveTableDialogProps) {
  const pt = usePdvT();
  const [chosen, setChosen] = useState<number | null>(null);
  const move = useMoveTableOrder(businessId, kind);
  const candidates = tables.filter((t) => t.id !== table?.id && t.status === (kind === 'transfer' ? 'free' : 'occupied'));
  const other = candidates.find((t) => t.id === chosen) ?? null;

  const close = () => {
    setChosen(null);
    onClose();
  };

  async function confirm() {
    if (!table || !other) return;
    try {
      await move.mutateAsync({ tableId: table.id, otherId: other.id });
      notify.success({ title: pt(kind === 'transfer' ? 'move.transferred' : 'move.merged', { from: table.name, to: other.name }) });
      setChosen(null);
      onMoved(kind === 'transfer' ? other : table);
    } catch (error) {
      notifyApiError(error);
    }
  }

  return (
    <Dialog
      open={table !== null}
      onOpenChange={closeUnlessBusy(move.isPending, close)}
      title={table ? pt(kind === 'transfer' ? 'move.transferTitle' : 'move.mergeTitle', { name: table.name }) : ''}
      description={pt(kind === 'transfer' ? 'move.transferText' : 'move.mergeText')}
    >
      {candidates.length === 0 ? (
        <p className="text-sm text-gray-500">{pt(kind === 'transfer' ? 'move.noFree' : 'move.noOccupied')}</p>
      ) : (
        <div role="radiogroup" aria-label={pt('move.choose')} className="grid max-h-72 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3" data-testid="pdv-move-tables">
          {candidates.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              role="radio"
              aria-checked={chosen === candidate.id}
              onClick={() => setChosen(candidate.id)}
              className={cn(
                'flex flex-col items-start rounded-lg p-2 text-left ring-1 ring-inset',
                chosen === candidate.id ? 'bg-brand-50 ring-2 ring-brand-600' : 'bg-white ring-gray-200 hover:bg-gray-50',
              )}
            >
              <span className="text-sm font-semibold text-gray-900">{candidate.name}</span>
              {candidate.status === 'occupied' ? (
                <span className="text-xs text-gray-600">{formatMoney(candidate.order_total ?? 0, currency)}</span>
              ) : (
                <span className="text-xs text-emerald-700">{pt('tables.free')}</span>
              )}
            </button>
          ))}
        </div>
      )}
      <div className="mt-4">
        <DialogActions
          onCancel={close}
          confirmLabel={pt(kind === 'transfer' ? 'move.transfer' : 'move.merge')}
          pending={move.isPending}
          onConfirm={() => void confirm()}
          disabled={other === null}
        />
      </div>
    </Dialog>
  );
}

export default MoveTableDialog;
