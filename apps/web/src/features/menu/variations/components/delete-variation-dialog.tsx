import type { VariationResource } from '@comanda/domain/menu/variation';
import { notifyApiError } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { useDeleteVariation } from '../api/delete-variation';
import { useOptionsT } from '../../i18n';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';

type DeleteVariationDialogProps = { productId: number; group: VariationResource | null; onClose: () => void };

export function DeleteVariationDialog({ productId, group, onClose }: DeleteVariationDialogProps) {
  const ot = useOptionsT();
  const remove = useDeleteVariation(productId);
  const confirm = () => {
    if (!group || remove.isPending) return;
    remove.mutate(group.id, {
      onSuccess: () => {
        notify.success({ title: ot('delete.done', { name: group.name }) });
        onClose();
      },
      onError: notifyApiError,
    });
  };
  return (
    <ConfirmDialog
      open={group !== null}
      title={group ? ot('delete.title', { name: group.name }) : ''}
      description={ot('delete.text', { count: group?.items.length ?? 0 })}
      confirmLabel={ot('delete.confirm')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
