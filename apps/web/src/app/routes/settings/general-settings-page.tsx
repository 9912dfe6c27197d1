import { SlidersHorizontal } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="settingsGeneral" icon={SlidersHorizontal} />;
}
