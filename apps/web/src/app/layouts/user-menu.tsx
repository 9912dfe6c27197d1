import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ChevronDown, Languages, LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { User } from '@comanda/domain/auth/user-schema';
import { LANGS, toLang } from '@comanda/domain/validation/lang';
import { Avatar } from '../../components/ui/avatar';
import { paths } from '../../lib/paths';
import { visibleUserMenuLinks } from './menu-items';
import { useChangeLanguage } from './use-change-language';

const itemClasses =
  'flex cursor-pointer items-center gap-2.5 rounded-lg px-3 py-2 text-sm text-gray-700 outline-none select-none data-[highlighted]:bg-gray-100 data-[highlighted]:text-gray-900';

function MenuLink({ to, icon, children, testId }: { to: string; icon: ReactNode; children: ReactNode; testId: string }) {
  return (
    <DropdownMenu.Item asChild className={itemClasses}>
      <Link to={to} data-testid={testId}>
        {icon}
        {children}
      </Link>
    </DropdownMenu.Item>
  );
}

/** Spec §2 user dropdown: name and e-mail, the links the user may open (menu-items.ts), language, logout. */
export function UserMenu({ user }: { user: User }) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const displayName = user.first_name || user.full_name;

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className="flex items-center gap-2 rounded-full py-1 pr-2 pl-1 text-left hover:bg-gray-100 data-[state=open]:bg-gray-100"
        aria-label={t('userMenu.label')}
        data-testid="user-menu-trigger"
      >
        <Avatar src={user.avatar} initials={user.initials} />
        <span className="hidden max-w-40 truncate text-sm font-medium text-gray-800 md:block">{displayName}</span>
        <ChevronDown className="size-4 text-gray-500" aria-hidden="true" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={8}
          className="z-50 w-64 rounded-xl bg-white p-1.5 shadow-lg ring-1 ring-gray-200"
          data-testid="user-menu"
        >
          <div className="flex items-center gap-3 px-3 py-2.5">
            <Avatar src={user.avatar} initials={user.initials} className="size-10" />
            <div className="min-w-0">
              <p className="truncate text-sm font-semibold text-gray-900" data-testid="user-menu-name">
                {displayName}
              </p>
              {user.email === null ? null : (
                <p className="truncate text-xs text-gray-500" data-testid="user-menu-email">
                  {user.email}
                </p>
              )}
            </div>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          {visibleUserMenuLinks(user).map(({ key, route, icon: Icon }) => (
            <MenuLink key={key} to={route.to()} testId={`user-menu-${key}`} icon={<Icon className="size-4" aria-hidden="true" />}>
              {t(`userMenu.${key}`)}
            </MenuLink>
          ))}
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          <DropdownMenu.Label className="flex items-center gap-2 px-3 pt-1.5 pb-1 text-xs font-medium text-gray-500">
            <Languages className="size-3.5" aria-hidden="true" />
            {t('language.label')}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup value={toLang(i18n.language)} onValueChange={(v) => changeLanguage(toLang(v))}>
            {LANGS.map((lang) => (
              <DropdownMenu.RadioItem key={lang} value={lang} className={itemClasses}>
                <span className="flex size-4 items-center justify-center">
                  <DropdownMenu.ItemIndicator>
                    <span className="block size-2 rounded-full bg-brand-600" />
                  </DropdownMenu.ItemIndicator>
                </span>
                {t(`language.names.${lang}`)}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className="my-1 h-px bg-gray-100" />
          <MenuLink to={paths.logout.to()} testId="user-menu-logout" icon={<LogOut className="size-4" aria-hidden="true" />}>
            {t('userMenu.logout')}
          </MenuLink>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
