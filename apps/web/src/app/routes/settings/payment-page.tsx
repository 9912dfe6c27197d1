import { CreditCard } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="settingsPayment" icon={CreditCard} />;
}
