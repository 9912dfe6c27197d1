import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../lib/toast';
import { Button } from './button';

/**
 * A value the user pastes elsewhere (a webhook URL into a provider's dashboard, a verify token):
 * shown whole, selectable, with a button that copies it and says so.
 */
export function CopyField({ label, hint, value, testId, copyLabel }: { label: string; hint?: string; value: string; testId?: string; copyLabel?: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      notify.success({ title: t('common.copied') });
    } catch {
      notify.error({ title: t('common.copyFailed') });
    }
  };
  return (
    <div className="rounded-lg bg-gray-50 p-3 text-sm">
      <p className="font-medium text-gray-700">{label}</p>
      {hint ? <p className="mt-1 text-gray-500">{hint}</p> : null}
      <div className="mt-2 flex items-center gap-2">
        <code className="min-w-0 flex-1 truncate rounded bg-white px-2 py-1 text-xs ring-1 ring-gray-200" data-testid={testId} title={value}>
          {value}
        </code>
        <Button type="button" variant="secondary" size="sm" onClick={() => void copy()} aria-label={copyLabel ?? `${t('common.copy')}: ${label}`}>
          <Copy className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
