import * as RadixDialog from '@radix-ui/react-dialog';
import { useRef, type ReactNode } from 'react';
import { DialogCloseButton } from './dialog-close-button';

type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Where focus goes once it closes; by default back to what had it when the dialog opened (if still there). */
  returnFocus?: (() => void) | undefined;
};

/**
 * A centred modal with a title, an optional description and a close button. It stacks above a
 * WideDialog (z-70 against 40/50), so a question asked from a long form dims the form too. Overlay
 * and content share z-70 and stack in page order: a question asked from another Dialog (Discard
 * changes?) dims that dialog as well.
 */
export function Dialog({ open, onOpenChange, title, description, children, returnFocus }: DialogProps) {
  // Radix gives focus back to its Trigger only; these dialogs open from state, with no Trigger, so
  // without this the focus fell to the page's body on close (issue 31).
  const opener = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-70 bg-gray-900/50" />
        <RadixDialog.Content
          className="fixed top-1/2 left-1/2 z-70 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none"
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const back = opener.current;
            opener.current = null;
            if (returnFocus) returnFocus();
            else if (back?.isConnected && !back.matches(':disabled')) back.focus();
          }}
        >
          <RadixDialog.Title className="pr-8 text-lg font-semibold text-gray-900">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className="mt-2 text-sm text-gray-600">{description}</RadixDialog.Description>
          ) : null}
          <div className="mt-5">{children}</div>
          <DialogCloseButton />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
