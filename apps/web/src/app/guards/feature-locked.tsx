import { Lock } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaidFeature } from '@comanda/domain/features/upgrade-contexts';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { useFeatureGate } from '../../lib/feature-gate';

/**
 * A page of a plan feature the business lacks (a link, a bookmark, the address typed): the upgrade
 * modal opens for it, and behind it the page says why it is empty, with the way back to the modal.
 */
export function FeatureLocked({ feature }: { feature: PaidFeature }) {
  const { t } = useTranslation();
  const { prompt } = useFeatureGate(feature);
  useEffect(() => prompt(), [prompt]);
  return (
    <div data-testid="feature-locked">
      <EmptyState
        icon={Lock}
        title={t('featureLocked.title')}
        description={t('featureLocked.text')}
        action={<Button onClick={prompt}>{t('featureLocked.action')}</Button>}
      />
    </div>
  );
}
