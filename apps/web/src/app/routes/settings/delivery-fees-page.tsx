import { MapPin } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="settingsDistricts" icon={MapPin} />;
}
