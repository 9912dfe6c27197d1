import { MonitorSmartphone } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="pdv" icon={MonitorSmartphone} />;
}
