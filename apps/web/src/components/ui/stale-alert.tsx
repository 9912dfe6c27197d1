import { Alert } from './alert';
import { Button } from './button';

/**
 * A settings page saved over a newer version (409): the server's message and one button that loads
 * what is saved now. Nothing shows while `message` is null.
 */
export function StaleAlert({ message, reloadLabel, onReload }: { message: string | null; reloadLabel: string; onReload: () => void }) {
  if (!message) return null;
  return (
    <Alert
      tone="warning"
      title={message}
      actions={
        <Button size="sm" variant="secondary" onClick={onReload}>
          {reloadLabel}
        </Button>
      }
    />
  );
}
