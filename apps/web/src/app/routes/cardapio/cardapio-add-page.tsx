import { PackagePlus } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="cardapioAdd" icon={PackagePlus} />;
}
