import { Coins } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="loyaltyPoints" icon={Coins} variant="section" />;
}
