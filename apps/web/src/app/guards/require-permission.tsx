import { ShieldOff } from 'lucide-react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state';
import type { PermissionName } from '@comanda/domain/permissions/permission-rules';
import { usePermission } from '../use-session';

/** Pages of an area that needs a permission (spec §6); the menu hides the entry as well. */
export function RequirePermission({ permission }: { permission: PermissionName }) {
  const { t } = useTranslation();
  if (usePermission(permission)) return <Outlet />;
  return (
    <div data-testid="permission-denied">
      <EmptyState icon={ShieldOff} title={t('permissions.deniedTitle')} description={t('permissions.deniedText')} />
    </div>
  );
}
