import { MessageSquareText } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="settingsWhatsapp" icon={MessageSquareText} />;
}
