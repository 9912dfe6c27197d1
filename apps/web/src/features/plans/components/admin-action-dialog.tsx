import { useId, useState, type ReactNode } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { DialogActions } from '../../../components/ui/dialog-actions';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { closeUnlessBusy } from '../../../components/ui/close-unless-busy';
import { isApiError } from '../../../lib/api-client';
import { notifyApiError } from '../../../lib/form-errors';
import { usePlansT } from '../i18n';

/**
 * A platform admin's action on a subscription, asked with its reason (kept in the audit trail):
 * the action's own fields above the reason; a field error from the server shows under its field.
 */
export function AdminActionDialog({ title, description, confirmLabel, children, onConfirm, onClose, testId }: {
  title: string;
  description?: string;
  confirmLabel: string;
  children?: ReactNode;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
  testId: string;
}) {
  const pt = usePlansT();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const formId = useId();
  const submit = async () => {
    if (reason.trim() === '') return setError(pt('adminSubscription.reasonRequired'));
    setPending(true);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (failure) {
      const fields = isApiError(failure) ? failure.errors : undefined;
      if (fields?.['reason']) setError(fields['reason'][0]);
      else notifyApiError(failure);
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open onOpenChange={closeUnlessBusy(pending, onClose)} title={title} description={description}>
      <form
        id={formId}
        className="space-y-4"
        data-testid={testId}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {children}
        <TextAreaField label={pt('adminSubscription.reason')} hint={pt('adminSubscription.reasonHint')} value={reason} maxChars={500} disabled={pending} error={error} onChange={(e) => setReason(e.target.value)} />
        <DialogActions onCancel={onClose} confirmLabel={confirmLabel} pending={pending} form={formId} />
      </form>
    </Dialog>
  );
}
