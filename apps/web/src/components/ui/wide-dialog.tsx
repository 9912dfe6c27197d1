import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { DialogCloseButton } from './dialog-close-button';
import { cn } from '../../lib/cn';

type WideDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Stays in view below the scrolling body (the form's buttons). */
  footer?: ReactNode;
  /** 'form' for a long form, 'table' for a table to edit (the import review). */
  size?: 'form' | 'table';
};

/**
 * A dialog with a fixed title, a scrolling body and fixed buttons, for a long form or a table to
 * edit. On a phone it takes the whole screen, so the keyboard never hides the buttons. A click
 * outside does not close it.
 */
export function WideDialog({ open, onOpenChange, title, description, children, footer, size = 'table' }: WideDialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-gray-900/50" />
        <RadixDialog.Content
          className={cn(
            'fixed inset-0 z-50 flex flex-col bg-white shadow-xl focus:outline-none sm:inset-auto sm:top-1/2 sm:left-1/2 sm:max-h-[90dvh] sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-xl',
            size === 'form' ? 'sm:max-w-xl' : 'sm:max-w-3xl',
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          // A long form or table is not thrown away by a stray click beside it: Esc, × or Cancel close it.
          onInteractOutside={(event) => event.preventDefault()}
        >
          <div className="border-b border-gray-100 px-5 pt-5 pb-4 sm:px-6">
            <RadixDialog.Title className="pr-8 text-lg font-semibold text-gray-900">{title}</RadixDialog.Title>
            {description ? (
              <RadixDialog.Description className="mt-1 text-sm text-gray-600">{description}</RadixDialog.Description>
            ) : null}
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4 sm:px-6">{children}</div>
          {footer ? <div className="border-t border-gray-100 px-5 py-4 sm:px-6">{footer}</div> : null}
          <DialogCloseButton />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
