import { Stamp } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="loyaltyCard" icon={Stamp} variant="section" />;
}
