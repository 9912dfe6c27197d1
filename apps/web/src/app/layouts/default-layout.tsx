import { useEffect, useState } from 'react';
import { Outlet } from 'react-router';
import { FullPageSpinner } from '../../components/ui/full-page-spinner';
import { confirmSession, useMe } from '../../features/account/api/get-me';
import { PlanAlertBanner } from '../../features/plans/components/plan-alert-banner';
import { useBillingRealtime } from '../../features/plans/api/billing';
import { FeatureAccessProvider } from '../../lib/feature-gate';
import { loadToasts } from '../../lib/toast';
import { useRealtimeConnection } from '../../lib/use-realtime';
import { whenIdle } from '../../lib/when-idle';
import { PageGate } from '../guards/page-gate';
import { useCurrentBusiness } from '../use-session';
import { BusinessBlocked } from './business-blocked';
import { EmailVerificationBanner } from './email-verification-banner';
import { MainLandmark } from './main-landmark';
import { MobileMenu } from './mobile-menu';
import { SideRail } from './side-menu';
import { SkipToContent } from './skip-to-content';
import { TopBar } from './top-bar';
import { UpgradeModalHost } from './upgrade-modal-host';
import { useAllowedWhenBlocked } from './use-route-name';

/** Spec §2 default layout: left icon menu (fixed on lg+, slide-over below) and a top bar. */
export function DefaultLayout() {
  const { data: user } = useMe();
  const business = useCurrentBusiness();
  const allowedWhenBlocked = useAllowedWhenBlocked();
  const [menuOpen, setMenuOpen] = useState(false);
  // One socket while this layout is mounted; when the server closes it (a logout elsewhere, a
  // password reset) the API is asked, and its 401 sends the user to log in and come back here.
  useRealtimeConnection(() => void confirmSession());
  // An invoice paid, a suspension: plan_status and the gates follow without a reload (issue 39).
  useBillingRealtime(business?.id ?? null);
  // The toast library arrives while the network is there, so a first toast shown offline needs none.
  useEffect(() => whenIdle(() => void loadToasts().catch(() => undefined)), []);

  // Between a 401 clearing the session and the redirect to login there is no user to show.
  if (!user) return <FullPageSpinner />;
  const blocked = business !== null && !business.can_access && !user.is_admin && !allowedWhenBlocked;

  return (
    <FeatureAccessProvider isAdmin={user.is_admin} business={business}>
      <div className="min-h-dvh">
        <SkipToContent />
        <SideRail user={user} />
        <MobileMenu user={user} open={menuOpen} onOpenChange={setMenuOpen} />
        <div className="lg:pl-24">
          <TopBar user={user} business={business} onOpenMenu={() => setMenuOpen(true)} />
          <MainLandmark className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
            <EmailVerificationBanner user={user} />
            <PlanAlertBanner business={business} isAdmin={user.is_admin} />
            {blocked ? <BusinessBlocked business={business} /> : <PageGate><Outlet /></PageGate>}
          </MainLandmark>
        </div>
        <UpgradeModalHost user={user} business={business} />
      </div>
    </FeatureAccessProvider>
  );
}
