import { useTranslation } from 'react-i18next';
import type { ProductResource } from '@comanda/domain/menu/product';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { notifyApiError } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useDeleteProduct } from '../api/delete-product';
import { useMenuT } from '../i18n';

type DeleteProductDialogProps = { product: ProductResource | null; onClose: () => void };

export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const mt = useMenuT();
  const { t } = useTranslation();
  const remove = useDeleteProduct();

  const confirm = () => {
    if (!product || remove.isPending) return;
    remove.mutate(
      { id: product.id, category_id: product.category_id },
      {
        onSuccess: () => {
          notify.success({ title: mt('product.deleted', { name: product.name }) });
          onClose();
        },
        onError: notifyApiError,
      },
    );
  };

  return (
    <Dialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
      title={product ? mt('deleteProduct.title', { name: product.name }) : ''}
      description={mt('deleteProduct.text')}
    >
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
          {t('common.cancel')}
        </Button>
        <Button variant="danger" loading={remove.isPending} onClick={confirm}>
          {mt('deleteProduct.confirm')}
        </Button>
      </div>
    </Dialog>
  );
}
