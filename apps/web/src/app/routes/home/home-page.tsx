import { BookOpen, ChefHat, ClipboardList, MonitorSmartphone, Sparkles, Store, Users, type LucideIcon } from 'lucide-react';
import { usePlanDetailText } from './use-plan-detail-text';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Business } from '@comanda/domain/business/business-schemas';
import { Card } from '../../../components/ui/card';
import { toLang } from '@comanda/domain/validation/lang';
import { openingStatusText } from '../../../features/businesses/opening-hours/lib/opening-status-text';
import { TodaySummary } from '../../../features/dashboard/components/today-summary';
import { BillingDueAlert } from './billing-due-alert';
import { WhatsappPausedAlert } from '../../../features/whatsapp/components/paused-alert';
import { hasPermission } from '../../../lib/permissions';
import { paths, type AppRoute } from '../../../lib/paths';
import { ChooseBusiness } from '../../layouts/choose-business';
import { useHomeT } from '../../../features/dashboard/i18n';
import { useCanOpen, useCurrentBusiness, useUser } from '../../use-session';

type Shortcut = { key: 'pdv' | 'pedidos' | 'orders' | 'menu' | 'customers'; route: AppRoute; icon: LucideIcon };

function PlanSummary({ business }: { business: Business }) {
  const { t } = useTranslation();
  const ht = useHomeT();
  const status = business.plan_status;
  const plan = t(`plans.names.${status.current_plan}`, { defaultValue: status.current_plan });
  const detail = usePlanDetailText(status);
  return (
    <Link
      to={paths.subscription.to()}
      className="flex items-center gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 hover:ring-brand-300"
      data-testid="home-plan"
    >
      <span className="flex size-10 items-center justify-center rounded-lg bg-amber-50 text-amber-600">
        <Sparkles className="size-5" aria-hidden="true" />
      </span>
      <span className="min-w-0">
        <span className="block text-xs font-medium text-gray-500">{ht('currentPlan')}</span>
        <span className="block truncate text-sm font-semibold text-gray-900">{plan}</span>
        {detail ? <span className="block text-xs text-gray-500">{detail}</span> : null}
      </span>
    </Link>
  );
}

/** "Aberto agora · fecha às 23:00" / "Fechado · abre amanhã às 18:00", by the business's hours. */
function OpeningStatusLine({ business }: { business: Business }) {
  const { t, i18n } = useTranslation();
  const canOpen = useCanOpen();
  const text = openingStatusText(t, business, toLang(i18n.language));
  const line = (
    <>
      <span className={`size-2 rounded-full ${business.is_open ? 'bg-green-500' : 'bg-gray-400'}`} aria-hidden="true" />
      {text}
    </>
  );
  const className = 'mt-1 inline-flex items-center gap-1.5 text-sm text-gray-600';
  // Those who may change the hours reach them from here.
  return canOpen(paths.settingsHorarios) ? (
    <Link to={paths.settingsHorarios.to()} className={`${className} hover:text-gray-900 hover:underline`} data-testid="home-opening-status">
      {line}
    </Link>
  ) : (
    <p className={className} data-testid="home-opening-status">
      {line}
    </p>
  );
}

const SHORTCUTS: readonly Shortcut[] = [
  { key: 'pdv', route: paths.pdv, icon: MonitorSmartphone },
  // The order manager has no entry in the left menu (spec §2 lists it): the home is its way in.
  { key: 'pedidos', route: paths.pedidos, icon: ChefHat },
  { key: 'orders', route: paths.orders, icon: ClipboardList },
  { key: 'menu', route: paths.cardapio, icon: BookOpen },
  { key: 'customers', route: paths.customers, icon: Users },
];

export function Component() {
  const { t } = useTranslation();
  const ht = useHomeT();
  const user = useUser();
  const business = useCurrentBusiness();
  const canOpen = useCanOpen();
  const shortcuts = SHORTCUTS.filter((shortcut) => canOpen(shortcut.route));
  // A platform admin outside any business is pointed to the list of businesses to enter one.
  const choosing = business === null && user.is_admin;

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight text-gray-900" data-testid="home-greeting">
            {ht('greeting', { name: user.first_name || user.full_name })}
          </h1>
          <p className="mt-1 flex items-center gap-1.5 text-sm text-gray-600">
            <Store className="size-4 text-brand-600" aria-hidden="true" />
            {business ? (
              <span data-testid="home-business-name">{ht('managing', { business: business.name })}</span>
            ) : (
              <span>{choosing ? t('adminBusiness.noneChosen') : ht('noBusiness')}</span>
            )}
          </p>
          {business ? <OpeningStatusLine business={business} /> : null}
        </div>
        {business && canOpen(paths.subscription) ? <PlanSummary business={business} /> : null}
      </div>

      {business && hasPermission(user, 'manage_whatsapp', business.id) ? <WhatsappPausedAlert businessId={business.id} /> : null}
      {business && hasPermission(user, 'manage_subscription', business.id) ? <BillingDueAlert businessId={business.id} /> : null}

      {choosing ? <ChooseBusiness /> : null}

      {shortcuts.length > 0 ? (
        <section aria-labelledby="home-shortcuts">
          <h2 id="home-shortcuts" className="mb-3 text-sm font-semibold tracking-wide text-gray-500 uppercase">
            {ht('shortcuts')}
          </h2>
          <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
            {shortcuts.map(({ key, route, icon: Icon }) => (
              <li key={key}>
                <Link
                  to={route.to()}
                  className="flex h-full flex-col gap-3 rounded-xl bg-white p-4 shadow-sm ring-1 ring-gray-200 transition hover:-translate-y-0.5 hover:ring-brand-300"
                >
                  <span className="flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span>
                    <span className="block text-sm font-semibold text-gray-900">{ht(`links.${key}.title`)}</span>
                    <span className="mt-0.5 block text-xs text-gray-500">{ht(`links.${key}.text`)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {business && hasPermission(user, 'view_reports', business.id) ? (
        <Card title={ht('todayTitle')} description={ht('todayText')}>
          <TodaySummary businessId={business.id} />
        </Card>
      ) : null}
    </div>
  );
}
