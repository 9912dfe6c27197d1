import { useTranslation } from 'react-i18next';
import { Alert } from './alert';
import { Button } from './button';
import { Spinner } from './spinner';

/** A read that failed with nothing to show: what failed, and a retry. */
export function LoadFailedAlert({ title, onRetry }: { title: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      tone="error"
      title={title}
      actions={
        <Button size="sm" variant="secondary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    />
  );
}

/** A read still on its way, announced to screen readers. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <div className="flex items-center gap-2 py-10 text-sm text-gray-500" role="status">
      <Spinner className="size-5 text-brand-600" />
      {label}
    </div>
  );
}
