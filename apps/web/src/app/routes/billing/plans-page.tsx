import { Sparkles } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="plans" icon={Sparkles} />;
}
