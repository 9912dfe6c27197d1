import { Users } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="customers" icon={Users} />;
}
