import { PiggyBank } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="loyaltyCashback" icon={PiggyBank} variant="section" />;
}
