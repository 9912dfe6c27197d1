import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../../lib/paths';
import { useProductT } from '../../i18n';

/** Back to /cardapio, above the page title. */
export function BackToMenuLink() {
  const pt = useProductT();
  return (
    <Link
      to={paths.cardapio.to()}
      className="mb-3 inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-gray-600 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      {pt('item.back')}
    </Link>
  );
}
