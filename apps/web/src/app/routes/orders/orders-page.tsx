import { ClipboardList } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="orders" icon={ClipboardList} />;
}
