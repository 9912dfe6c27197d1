import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@comanda/domain/auth/user-schema';
import { LogoMark } from '../../components/ui/logo';
import { toUpgradeContext } from '@comanda/domain/features/upgrade-contexts';
import { cn } from '../../lib/cn';
import { useHasFeature } from '../../lib/feature-gate';
import { requestUpgrade } from '../../lib/upgrade-prompt';
import { paths } from '../../lib/paths';
import { isMenuItemActive, visibleMenuItems, type MenuItem } from './menu-items';
import { useRouteName } from './use-route-name';

function NewBadge({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={cn('rounded-full bg-emerald-500 px-1.5 py-0.5 text-[10px] leading-none font-bold text-white', className)}
      data-testid="menu-badge-new"
    >
      {t('nav.new')}
    </span>
  );
}

type MenuListProps = { user: User; variant: 'rail' | 'drawer'; onNavigate?: () => void };

/** The menu entries; a narrow icon rail on large screens, full rows in the mobile drawer. */
export function MenuList({ user, variant, onNavigate }: MenuListProps) {
  const { t } = useTranslation();
  const routeName = useRouteName();
  const hasFeature = useHasFeature();
  const rail = variant === 'rail';

  const renderItem = (item: MenuItem) => {
    const active = isMenuItemActive(item, routeName);
    const Icon = item.icon;
    // An entry of a plan feature the business lacks opens the upgrade modal instead of the page.
    const feature = item.route.feature;
    const locked = feature !== undefined && !hasFeature(feature);
    return (
      <li key={item.key}>
        <Link
          to={item.route.to()}
          onClick={(event) => {
            if (locked) {
              event.preventDefault();
              requestUpgrade(toUpgradeContext(feature));
            }
            onNavigate?.();
          }}
          aria-current={active ? 'page' : undefined}
          data-testid={rail ? `menu-${item.key}` : `mobile-menu-${item.key}`}
          className={cn(
            'relative flex items-center rounded-xl font-medium transition-colors',
            rail ? 'flex-col gap-1 px-0.5 py-2.5 text-[11px]' : 'gap-3 px-3 py-2.5 text-sm',
            active ? 'bg-brand-50 text-brand-700' : 'text-gray-600 hover:bg-gray-100 hover:text-gray-900',
          )}
        >
          <Icon className={rail ? 'size-6' : 'size-5'} aria-hidden="true" />
          {/* A label too long for the rail wraps (mid-word if it must) rather than being cut. */}
          <span className={cn(rail && 'w-full text-center leading-tight wrap-anywhere')}>{t(`nav.${item.key}`)}</span>
          {item.isNew ? <NewBadge className={rail ? 'absolute top-1 right-1' : 'ml-auto'} /> : null}
          {locked ? (
            <span className={cn('text-gray-400', rail ? 'absolute top-1.5 right-2' : 'ml-auto')} data-testid="menu-locked" title={t('featureLocked.badge')}>
              <Lock className="size-3.5" aria-hidden="true" />
              <span className="sr-only">{t('featureLocked.badge')}</span>
            </span>
          ) : null}
        </Link>
      </li>
    );
  };

  return (
    <nav aria-label={t('nav.main')}>
      <ul className={cn('flex flex-col', rail ? 'gap-1' : 'gap-0.5')}>{visibleMenuItems(user).map(renderItem)}</ul>
    </nav>
  );
}

/** Fixed icon rail shown from the lg breakpoint. */
export function SideRail({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-24 flex-col border-r border-gray-200 bg-white px-1.5 py-4 lg:flex">
      <Link to={paths.home.to()} className="mx-auto mb-6" aria-label={t('nav.homeLink')}>
        <LogoMark className="size-10" />
      </Link>
      <MenuList user={user} variant="rail" />
    </aside>
  );
}
