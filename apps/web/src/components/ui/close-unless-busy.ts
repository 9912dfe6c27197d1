/**
 * A dialog's onOpenChange that closes it on Esc, the close button or a click outside, except while
 * its work runs: the result (or the error) must be seen in the dialog that started it.
 */
export function closeUnlessBusy(busy: boolean, onClose: () => void): (open: boolean) => void {
  return (open) => {
    if (!open && !busy) onClose();
  };
}
