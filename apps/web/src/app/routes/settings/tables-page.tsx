import { Armchair } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="tables" icon={Armchair} variant="section" />;
}
