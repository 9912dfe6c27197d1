import type { User } from '@comanda/domain/auth/user-schema';
import type { Business } from '@comanda/domain/business/business-schemas';
import { lazyDialog } from '../../components/ui/lazy-dialog';
import { loadLocaleArea } from '../../lib/i18n';
import { closeUpgrade, useUpgradeRequest } from '../../lib/upgrade-prompt';

// The modal and its texts load the first time it opens: most visits never show it.
const UpgradeModal = lazyDialog(
  () => Promise.all([import('../../features/plans/components/upgrade-modal'), loadLocaleArea('plans')]).then(([m]) => m.UpgradeModal),
  (props) => props.context !== null,
);

/** Shows the upgrade modal when something asks for it (lib/upgrade-prompt); never to a platform admin. */
export function UpgradeModalHost({ user, business }: { user: User; business: Business | null }) {
  const context = useUpgradeRequest();
  if (user.is_admin || business === null) return null;
  return <UpgradeModal context={context} business={business} onClose={closeUpgrade} />;
}
