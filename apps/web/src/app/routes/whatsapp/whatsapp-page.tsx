import { MessageCircle } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="whatsapp" icon={MessageCircle} variant="section" />;
}
