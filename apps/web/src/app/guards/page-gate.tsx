import { ShieldOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import { canOpen } from '../../lib/permissions';
import { ChooseBusiness } from '../layouts/choose-business';
import { useRouteAccess } from '../layouts/use-route-name';
import { useUser } from '../use-session';

/**
 * The page, when the user may open it: every matched route's access (lib/paths.ts), the same rule
 * that shows or hides its menu entries. Otherwise why not: a platform admin who has not entered a
 * business is sent to choose one; anyone else lacks the permission (spec §6).
 */
export function PageGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useUser();
  const allowed = useRouteAccess().every((access) => canOpen(user, access));
  if (allowed) return children;
  if (user.is_admin && user.current_business_id === null) return <ChooseBusiness />;
  return (
    <div data-testid="permission-denied">
      <EmptyState icon={ShieldOff} title={t('permissions.deniedTitle')} description={t('permissions.deniedText')} />
    </div>
  );
}
