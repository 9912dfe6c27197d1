import { Repeat } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="adminSubscriptions" icon={Repeat} />;
}
