import type { PromotionResource } from '@comanda/domain/menu/product-pricing';
import { notifyApiError } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { useDeletePromotion } from '../api/delete-promotion';
import { useOptionsT } from '../../i18n';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { promotionName } from './promotion-card';

type DeletePromotionDialogProps = { productId: number; promotion: PromotionResource | null; onClose: () => void };

export function DeletePromotionDialog({ productId, promotion, onClose }: DeletePromotionDialogProps) {
  const ot = useOptionsT();
  const remove = useDeletePromotion(productId);
  const confirm = () => {
    if (!promotion || remove.isPending) return;
    remove.mutate(promotion.id, {
      onSuccess: () => {
        notify.success({ title: ot('promotions.delete.done') });
        onClose();
      },
      onError: notifyApiError,
    });
  };
  return (
    <ConfirmDialog
      open={promotion !== null}
      title={ot('promotions.delete.title')}
      description={promotion ? ot('promotions.delete.text', { name: promotionName(ot, promotion) }) : ''}
      confirmLabel={ot('promotions.delete.confirm')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
