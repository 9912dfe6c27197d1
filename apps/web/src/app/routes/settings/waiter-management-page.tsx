import { UserCog } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="waiters" icon={UserCog} variant="section" />;
}
