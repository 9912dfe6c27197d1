import { NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn';
import { visibleSettingsGroups } from '../../layouts/menu-items';
import { useUser } from '../../use-session';

/** /settings: the list of settings sections beside (or, on phones, above) the open one. */
export function Component() {
  const { t } = useTranslation();
  const groups = visibleSettingsGroups(useUser());
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const entries = groups.flatMap((g) => g.entries);
  const current = entries.find((e) => pathname === e.route.pattern || pathname.startsWith(`${e.route.pattern}/`));

  return (
    <div className="flex flex-col gap-6 lg:flex-row lg:gap-8">
      <nav aria-label={t('settings.nav')} className="lg:w-60 lg:shrink-0">
        <p className="mb-3 text-2xl font-bold tracking-tight text-gray-900 lg:text-lg">{t('settings.title')}</p>
        {/* Phones get a select: a long row of links would hide the open section off-screen. */}
        <label className="block lg:hidden">
          <span className="sr-only">{t('settings.nav')}</span>
          <select
            className="h-11 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm font-medium text-gray-900 shadow-xs"
            value={current?.route.pattern ?? ''}
            onChange={(e) => void navigate(e.target.value)}
          >
            {current ? null : <option value="" disabled />}
            {groups.map((group) => (
              <optgroup key={group.key} label={t(`settings.groups.${group.key}`)}>
                {group.entries.map((entry) => (
                  <option key={entry.key} value={entry.route.pattern}>
                    {t(`settings.sections.${entry.key}` as 'settings.sections.business')}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </label>
        <div className="hidden lg:flex lg:flex-col lg:gap-5">
          {groups.map((group) => (
            <div key={group.key} className="shrink-0">
              <p className="mb-1.5 text-xs font-semibold tracking-wide text-gray-400 uppercase">
                {t(`settings.groups.${group.key}`)}
              </p>
              <ul className="flex flex-col gap-1">
                {group.entries.map((entry) => (
                  <li key={entry.key}>
                    <NavLink
                      to={entry.route.to()}
                      end={entry.end ?? true}
                      className={({ isActive }) =>
                        cn(
                          'block rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                          isActive ? 'bg-white text-brand-700 shadow-sm ring-1 ring-gray-200' : 'text-gray-600 hover:bg-white/70 hover:text-gray-900',
                        )
                      }
                    >
                      {t(`settings.sections.${entry.key}` as 'settings.sections.business')}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
}
