import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

/**
 * For a dialog holding work not saved yet: `requestClose` (for Esc, × and Cancel) asks "Discard
 * changes?" first while `dirty`, and closes at once otherwise. Render `discardDialog` inside the
 * dialog, so that Esc closes the question before the form.
 */
export function useConfirmDiscard(dirty: boolean, onClose: () => void): { requestClose: () => void; discardDialog: ReactNode } {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const requestClose = useCallback(() => (dirty ? setAsking(true) : onClose()), [dirty, onClose]);
  const discardDialog = (
    <ConfirmDialog
      open={asking}
      onClose={() => setAsking(false)}
      onConfirm={() => {
        setAsking(false);
        onClose();
      }}
      title={t('discard.title')}
      description={t('discard.description')}
      confirmLabel={t('discard.confirm')}
      pending={false}
    />
  );
  return { requestClose, discardDialog };
}
