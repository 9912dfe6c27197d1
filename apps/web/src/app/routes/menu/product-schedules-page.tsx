import { Alert } from '../../../components/ui/alert';
import { useProduct } from '../../../features/menu/products/api/get-product';
import { ScheduleEditor } from '../../../features/menu/schedules/components/schedule-editor';
import { useProductT } from '../../../features/menu/i18n';
import { useProductId } from '../../../features/menu/products/lib/product-id';

/** /cardapio/{id}/horarios: on which weekdays and hours the product can be ordered. */
export function Component() {
  const pt = useProductT();
  const { data: product } = useProduct(useProductId());
  // The layout renders this page only once the product is loaded.
  if (!product) return null;
  return (
    <div className="space-y-4" data-testid="page-cardapio-horarios">
      {!product.active ? <Alert tone="warning">{pt('schedule.pausedNote')}</Alert> : null}
      <ScheduleEditor productId={product.id} />
    </div>
  );
}
