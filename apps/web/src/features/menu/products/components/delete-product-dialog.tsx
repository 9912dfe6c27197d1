import type { ProductResource } from '@comanda/domain/menu/product';
import { Dialog } from '../../../../components/ui/dialog';
import { notifyApiError } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { useDeleteProduct } from '../api/delete-product';
import { useMenuT } from '../../i18n';
import { DialogActions } from '../../../../components/ui/dialog-actions';
import { closeUnlessBusy } from '../../../../components/ui/close-unless-busy';

type DeleteProductDialogProps = { product: ProductResource | null; onClose: () => void };

export function DeleteProductDialog({ product, onClose }: DeleteProductDialogProps) {
  const mt = useMenuT();
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
      onOpenChange={closeUnlessBusy(remove.isPending, onClose)}
      title={product ? mt('deleteProduct.title', { name: product.name }) : ''}
      description={mt('deleteProduct.text')}
    >
      <DialogActions onCancel={onClose} confirmLabel={mt('deleteProduct.confirm')} pending={remove.isPending} onConfirm={confirm} tone="danger" />
    </Dialog>
  );
}
