import { Menu } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@comanda/domain/auth/user-schema';
import type { Business } from '@comanda/domain/business/business-schemas';
import { LanguageSwitch } from '../../components/language-switch';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../lib/paths';
import { CurrentBusiness } from './current-business';
import { useChangeLanguage } from './use-change-language';
import { UserMenu } from './user-menu';

type TopBarProps = { user: User; business: Business | null; onOpenMenu: () => void };

export function TopBar({ user, business, onOpenMenu }: TopBarProps) {
  const { t } = useTranslation();
  const changeLanguage = useChangeLanguage();
  return (
    <header className="sticky top-0 z-20 flex min-h-16 flex-wrap items-center gap-x-3 gap-y-1 border-b border-gray-200 bg-white/95 px-4 py-2 backdrop-blur sm:px-6">
      <button
        type="button"
        onClick={onOpenMenu}
        className="-ml-1 rounded-lg p-2 text-gray-600 hover:bg-gray-100 lg:hidden"
        aria-label={t('nav.openMenu')}
        data-testid="menu-toggle"
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      <Link to={paths.home.to()} className="lg:hidden" aria-label={t('nav.homeLink')}>
        <Logo className="[&>span:last-child]:hidden sm:[&>span:last-child]:inline" />
      </Link>
      <CurrentBusiness user={user} business={business} />
      <div className="ml-auto flex items-center gap-3">
        <LanguageSwitch onChange={changeLanguage} />
        <UserMenu user={user} />
      </div>
    </header>
  );
}
