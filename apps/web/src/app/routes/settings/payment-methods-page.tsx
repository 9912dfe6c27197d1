import { Wallet } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="settingsPaymentMethods" icon={Wallet} />;
}
