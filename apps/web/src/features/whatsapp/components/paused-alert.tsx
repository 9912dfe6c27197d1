import { Link } from 'react-router';
import { Alert } from '../../../components/ui/alert';
import { paths } from '../../../lib/paths';
import { useWhatsappConnection } from '../api/whatsapp';
import { useWhatsappT } from '../i18n';

/**
 * On the home page (issue 35): WhatsApp refused the shop's number, so nothing is being sent — said
 * where the owner looks first, with the way to the WhatsApp page. Nothing while all is well.
 */
export function WhatsappPausedAlert({ businessId }: { businessId: number }) {
  const wt = useWhatsappT();
  const connection = useWhatsappConnection(businessId);
  const reason = connection.data?.paused_reason;
  if (!reason) return null;
  return (
    <Alert tone="error" title={wt('connection.pausedTitle')} testId="home-whatsapp-paused">
      {wt(`connection.paused.${reason}`)}{' '}
      <Link to={paths.whatsapp.to()} className="font-medium underline">
        {wt('connection.openPage')}
      </Link>
    </Alert>
  );
}
