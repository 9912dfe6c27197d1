import { BadgePercent } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="cardapioPromotions" icon={BadgePercent} variant="section" />;
}
