import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { PageHeader } from '../../components/ui/page-header';
import { cn } from '../../lib/cn';

export type Tab = { to: string; label: string; end?: boolean };

/** A page with sub-pages as tabs (links, so each tab has its own URL and route name). */
export function TabsLayout({ title, description, tabs }: { title: string; description?: string; tabs: Tab[] }) {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the row of tabs scrolls sideways; keep the open one in view.
  useEffect(() => {
    nav.current?.querySelector('[aria-current="page"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [pathname]);
  return (
    <div>
      <PageHeader title={title} description={description} />
      <nav ref={nav} aria-label={title} className="-mx-4 mb-6 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <ul className="flex min-w-max gap-1 border-b border-gray-200">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                end={tab.end ?? true}
                className={({ isActive }) =>
                  cn(
                    '-mb-px block border-b-2 px-4 py-2.5 text-sm font-medium whitespace-nowrap transition-colors',
                    isActive
                      ? 'border-brand-600 text-brand-700'
                      : 'border-transparent text-gray-500 hover:border-gray-300 hover:text-gray-800',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
