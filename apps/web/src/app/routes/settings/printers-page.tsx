import { Printer } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="settingsPrinters" icon={Printer} />;
}
