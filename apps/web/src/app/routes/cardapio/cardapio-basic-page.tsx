import { FileText } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="cardapioBasic" icon={FileText} variant="section" />;
}
