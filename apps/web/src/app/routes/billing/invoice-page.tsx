import { Receipt } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="invoice" icon={Receipt} />;
}
