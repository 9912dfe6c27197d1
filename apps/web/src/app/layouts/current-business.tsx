import { LogOut, Store } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@comanda/domain/auth/user-schema';
import type { Business } from '@comanda/domain/business/business-schemas';
import { useLeaveBusiness } from '../../features/businesses/api/leave-business';
import { notifyApiError } from '../../lib/form-errors';
import { paths } from '../../lib/paths';

/** "Sair do restaurante": the admin leaves the business and is back at the list of businesses. */
function LeaveBusinessButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const leave = useLeaveBusiness();
  return (
    <button
      type="button"
      onClick={() => leave.mutate(undefined, { onSuccess: () => void navigate(paths.businesses.to()), onError: notifyApiError })}
      disabled={leave.isPending}
      className="ml-auto flex shrink-0 items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-medium sm:ml-0 text-gray-600 ring-1 ring-gray-200 ring-inset hover:bg-gray-100 hover:text-gray-900 disabled:opacity-60"
      data-testid="leave-business"
    >
      <LogOut className="size-4" aria-hidden="true" />
      {/* On a phone the icon stands alone; the name stays for screen readers. */}
      <span className="sr-only md:not-sr-only">{t('adminBusiness.leave')}</span>
    </button>
  );
}

/**
 * The business the user acts in, in the top bar (docs/decisions/0019). A platform admin also sees
 * that they are inside as an admin, with a way out; without a business, a way to choose one.
 */
export function CurrentBusiness({ user, business }: { user: User; business: Business | null }) {
  const { t } = useTranslation();
  if (!business) {
    if (!user.is_admin) return null;
    return (
      <Link to={paths.businesses.to()} className="truncate text-sm font-medium text-brand-700 hover:underline" data-testid="choose-business-link">
        {t('adminBusiness.chooseShort')}
      </Link>
    );
  }
  return (
    // On a phone it takes a row of its own below the bar, where the whole name fits.
    <div className="order-last flex w-full min-w-0 items-center gap-2 sm:order-none sm:w-auto" data-testid="current-business">
      <Store className="size-4 shrink-0 text-brand-600" aria-hidden="true" />
      <span className="truncate text-sm font-semibold text-gray-800" data-testid="current-business-name">
        {business.name}
      </span>
      {user.is_admin ? (
        <>
          <span
            className="shrink-0 rounded-full bg-violet-50 px-2 py-0.5 text-xs font-semibold text-violet-700 ring-1 ring-violet-200 ring-inset"
            title={t('adminBusiness.actingAs')}
          >
            {t('adminBusiness.badge')}
          </span>
          {!business.can_access ? (
            <span className="shrink-0 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-700">
              {t('businesses.blocked')}
            </span>
          ) : null}
          <LeaveBusinessButton />
        </>
      ) : null}
    </div>
  );
}
