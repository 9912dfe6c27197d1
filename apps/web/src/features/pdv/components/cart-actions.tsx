import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { lazyDialog } from '../../../components/ui/lazy-dialog';
import { usePdvT } from '../i18n';
import type { MoveKind } from './move-table-dialog';

// Loads when first asked: the PDV's own JavaScript stays within its budget.
const ConfirmDialog = lazyDialog(() => import('../../../components/ui/confirm-dialog').then((m) => m.ConfirmDialog), (p: { open: boolean }) => p.open);

type CartActionsProps = {
  /** Items in the cart, counted by quantity (0: nothing to send or cancel). */
  count: number;
  sending: boolean;
  onSubmit: () => void;
  /** Discards the order being made (after the person confirms). */
  onCancel: () => void;
  /** Where focus goes once the question closes (the Cancel button is disabled on an empty cart). */
  returnFocus: () => void;
  /** The picked table has an open order: close its bill, or move it. */
  tableOpen: boolean;
  onCloseBill: () => void;
  onMove: (kind: MoveKind) => void;
};

/** Send, cancel (asked first: a cart is work that would be lost) and the open table's actions. */
export function CartActions({ count, sending, onSubmit, onCancel, returnFocus, tableOpen, onCloseBill, onMove }: CartActionsProps) {
  const pt = usePdvT();
  const [asking, setAsking] = useState(false);
  // Kept: focus goes back to "Cancelar pedido"; discarded: that button is disabled, so to `returnFocus`.
  const [discarded, setDiscarded] = useState(false);
  return (
    <div className="flex flex-col gap-2">
      <Button size="lg" onClick={onSubmit} loading={sending} disabled={count === 0} title={pt('submitHint')} data-testid="pdv-submit">
        {pt('submit')}
      </Button>
      <div className="flex gap-2">
        <Button
          variant="secondary"
          className="flex-1"
          onClick={() => {
            setDiscarded(false);
            setAsking(true);
          }}
          disabled={count === 0}
          data-testid="pdv-cancel"
        >
          {pt('cancel')}
        </Button>
        {tableOpen ? (
          <Button variant="secondary" className="flex-1" onClick={onCloseBill} data-testid="pdv-close-bill-open">
            {pt('tables.closeBill')}
          </Button>
        ) : null}
      </div>
      {tableOpen ? (
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" className="flex-1" onClick={() => onMove('transfer')} data-testid="pdv-transfer-open">
            {pt('move.transfer')}
          </Button>
          <Button variant="ghost" size="sm" className="flex-1" onClick={() => onMove('merge')} data-testid="pdv-merge-open">
            {pt('move.merge')}
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={() => {
          setDiscarded(true);
          setAsking(false);
          onCancel();
        }}
        title={pt('cancelConfirm.title')}
        description={pt('cancelConfirm.text', { count })}
        confirmLabel={pt('cancelConfirm.confirm')}
        pending={false}
        returnFocus={discarded ? returnFocus : undefined}
      />
    </div>
  );
}
