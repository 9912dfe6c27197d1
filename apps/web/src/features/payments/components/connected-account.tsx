import { useState, type ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { applyApiErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';

type Props = {
  /** The provider's prefix for test ids: `<prefix>-connected`, `<prefix>-disconnect`. */
  testPrefix: string;
  status: { tone: 'success' | 'info'; text: string };
  /** What identifies the account, label and value (never a secret). */
  rows: [string, string][];
  /** Provider-specific notes under the rows (Mercado Pago's notification address). */
  children?: ReactNode;
  texts: { replace: string; disconnect: string; disconnectTitle: string; disconnectText: string; disconnected: string };
  onReplace: () => void;
  /** Disconnects (the API's DELETE); a refusal is shown as a toast and the confirmation stays. */
  onDisconnect: () => Promise<unknown>;
  pending: boolean;
};

/** A connected payment account in Settings → Pagamentos: what identifies it, replace, disconnect (asked first). */
export function ConnectedAccount({ testPrefix, status, rows, children, texts, onReplace, onDisconnect, pending }: Props) {
  const [confirming, setConfirming] = useState(false);
  const disconnect = async () => {
    try {
      await onDisconnect();
      setConfirming(false);
      notify.success({ title: texts.disconnected });
    } catch (error) {
      applyApiErrors(error, () => undefined);
    }
  };
  return (
    <div className="space-y-4" data-testid={`${testPrefix}-connected`}>
      <Alert tone={status.tone}>{status.text}</Alert>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-gray-500">{label}</dt>
            <dd className="min-w-0 truncate font-medium text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="secondary" onClick={onReplace}>
          {texts.replace}
        </Button>
        <Button type="button" variant="danger" onClick={() => setConfirming(true)} data-testid={`${testPrefix}-disconnect`}>
          {texts.disconnect}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={() => void disconnect()}
        title={texts.disconnectTitle}
        description={texts.disconnectText}
        confirmLabel={texts.disconnect}
        pending={pending}
      />
    </div>
  );
}
