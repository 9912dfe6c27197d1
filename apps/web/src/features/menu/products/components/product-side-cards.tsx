import { Pause, Play, Trash2 } from 'lucide-react';
import type { ProductResource } from '@comanda/domain/menu/product';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { useProductT } from '../../i18n';

type StatusCardProps = { product: ProductResource; pending: boolean; onToggle: () => void };

/** Paused or offered: the state in words and the one button that flips it (saved at once). */
export function StatusCard({ product, pending, onToggle }: StatusCardProps) {
  const pt = useProductT();
  return (
    <Card title={pt('status.title')}>
      <p className="text-sm text-gray-700" data-testid="product-status">
        {pt(product.active ? 'status.active' : 'status.paused')}
      </p>
      {product.active && !product.available_now ? <p className="mt-1 text-sm text-amber-700">{pt('status.outsideHours')}</p> : null}
      <Button
        className="mt-4"
        variant="secondary"
        icon={product.active ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
        loading={pending}
        onClick={onToggle}
      >
        {pt(product.active ? 'status.pause' : 'status.resume')}
      </Button>
    </Card>
  );
}

/** The way to delete the product; the page asks for confirmation. */
export function DeleteCard({ onDelete }: { onDelete: () => void }) {
  const pt = useProductT();
  return (
    <Card title={pt('danger.title')} description={pt('danger.text')}>
      <Button variant="danger" icon={<Trash2 className="size-4" aria-hidden="true" />} onClick={onDelete}>
        {pt('danger.delete')}
      </Button>
    </Card>
  );
}
