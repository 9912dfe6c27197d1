import { SquarePen } from 'lucide-react';
import { FeaturePage } from '../feature-page';

export function Component() {
  return <FeaturePage page="tableForm" icon={SquarePen} variant="section" />;
}
