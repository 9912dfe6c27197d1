import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import { DialogActions } from './dialog-actions';
import { closeUnlessBusy } from './close-unless-busy';

type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  pending: boolean;
  /** Where focus goes once it closes; by default back to the button that asked. */
  returnFocus?: (() => void) | undefined;
};

/** "Are you sure?" before something that cannot be undone; stays open (and busy) while it runs. */
export function ConfirmDialog({ open, onClose, onConfirm, title, description, confirmLabel, pending, returnFocus }: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={closeUnlessBusy(pending, onClose)}
      title={title}
      description={description}
      returnFocus={returnFocus}
    >
      <DialogActions onCancel={onClose} confirmLabel={confirmLabel} pending={pending} onConfirm={onConfirm} tone="danger" />
    </Dialog>
  );
}
