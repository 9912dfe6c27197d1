import { useTranslation } from 'react-i18next';
import { Button } from './button';

type DialogActionsProps = {
  onCancel: () => void;
  confirmLabel: string;
  pending: boolean;
  /** Submits this form (by id) instead of calling onConfirm. */
  form?: string;
  onConfirm?: () => void;
  tone?: 'primary' | 'danger';
  disabled?: boolean;
};

/**
 * The buttons at the foot of a dialog: Cancel and the action, side by side on a wide screen and
 * stacked (action on top) on a phone. Both wait while the action runs, so it is never sent twice.
 */
export function DialogActions({ onCancel, confirmLabel, pending, form, onConfirm, tone = 'primary', disabled = false }: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {t('common.cancel')}
      </Button>
      <Button variant={tone} type={form ? 'submit' : 'button'} form={form} onClick={onConfirm} loading={pending} disabled={disabled}>
        {confirmLabel}
      </Button>
    </div>
  );
}
