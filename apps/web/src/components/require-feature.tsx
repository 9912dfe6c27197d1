import { Lock } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaidFeature } from '@comanda/domain/features/upgrade-contexts';
import { useFeatureGate } from '../lib/feature-gate';
import { Button } from './ui/button';
import { EmptyState } from './ui/empty-state';

/**
 * A page of a plan feature the business lacks (a link, a bookmark, the address typed): the upgrade
 * modal opens for it, and behind it the page says why it is empty, with the way back to the modal.
 */
function FeatureLocked({ feature }: { feature: PaidFeature }) {
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

/**
 * The content, when the business holds the plan feature; otherwise the upgrade modal and an empty
 * page saying why. The router wraps every page whose route names a feature (lib/paths.ts); a screen
 * can wrap a part of itself the same way.
 */
export function RequireFeature({ feature, children }: { feature: PaidFeature; children: ReactNode }) {
  const { allowed } = useFeatureGate(feature);
  return allowed ? children : <FeatureLocked feature={feature} />;
}
