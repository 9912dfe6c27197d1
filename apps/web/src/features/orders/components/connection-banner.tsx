import { Alert } from '../../../components/ui/alert';
import { useOrdersT } from '../i18n';
import type { ConnectionWatch } from '../lib/use-connection-watch';

/** The order manager's word on its realtime connection: lost (new orders do not arrive), or live again. */
export function ConnectionBanner({ watch }: { watch: ConnectionWatch }) {
  const ot = useOrdersT();
  if (watch.state === 'lost') {
    return (
      <Alert tone="error" testId="connection-banner" title={ot('connection.lost')}>
        {ot('connection.lostText')}
      </Alert>
    );
  }
  if (watch.state === 'back') {
    return (
      <Alert tone="success" testId="connection-banner" title={ot('connection.back')}>
        {ot('connection.backText')}
      </Alert>
    );
  }
  return null;
}
