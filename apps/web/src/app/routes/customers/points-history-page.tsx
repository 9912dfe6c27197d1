import { Coins } from 'lucide-react';
import { useParams } from 'react-router';
import { FeaturePage } from '../feature-page';

export function Component() {
  const id = useParams()['id'] ?? '';
  return <FeaturePage page="customerPoints" icon={Coins} values={{ id }} />;
}
