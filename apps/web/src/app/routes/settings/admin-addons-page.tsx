import { Puzzle } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="adminAddons" icon={Puzzle} />;
}
