import { ChefHat } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="pedidos" icon={ChefHat} />;
}
