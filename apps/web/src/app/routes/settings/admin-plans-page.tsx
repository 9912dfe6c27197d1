import { Layers } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="adminPlans" icon={Layers} />;
}
