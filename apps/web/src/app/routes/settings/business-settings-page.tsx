import { useEffect, useState } from 'react';
import { Store } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingStatus } from '../../../components/ui/query-state';
import { LogoSection } from '../../../features/businesses/profile/components/logo-section';
import { BusinessProfileForm } from '../../../features/businesses/profile/components/business-profile-form';
import { ShareMenuCard } from '../../../features/businesses/profile/components/share-menu-card';
import { loadPhoneFormat, phoneFormatIfLoaded } from '../../../lib/phone';
import { useCurrentBusiness } from '../../use-session';

/** Whether the phone rules have arrived (or failed to): the form then shows the WhatsApp formatted. */
function usePhoneFormatSettled(): boolean {
  const [settled, setSettled] = useState(() => phoneFormatIfLoaded() !== null);
  useEffect(() => {
    if (settled) return undefined;
    let current = true;
    const done = () => current && setSettled(true);
    loadPhoneFormat().then(done, done);
    return () => {
      current = false;
    };
  }, [settled]);
  return settled;
}

/** /settings/business: the business's logo, its menu's link to share (issue 33), data, address, public link and checkout (issue 14). */
export function Component() {
  const { t } = useTranslation();
  const business = useCurrentBusiness();
  const phoneReady = usePhoneFormatSettled();

  return (
    <div data-testid="page-settingsBusiness">
      <PageHeader title={t('pages.settingsBusiness.title')} description={t('pages.settingsBusiness.description')} />
      {!business ? (
        <EmptyState icon={Store} title={t('pages.settingsBusiness.emptyTitle')} description={t('pages.settingsBusiness.emptyText')} />
      ) : !phoneReady ? (
        <LoadingStatus label={t('common.loading')} />
      ) : (
        <div className="space-y-6">
          <LogoSection business={business} />
          <ShareMenuCard business={business} />
          {/* A new version (saved here, or elsewhere and reloaded) starts a fresh form with it. */}
          <BusinessProfileForm key={`${business.id}:${business.profile_version}`} business={business} />
        </div>
      )}
    </div>
  );
}
