import { Send } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="whatsappBulk" icon={Send} variant="section" />;
}
