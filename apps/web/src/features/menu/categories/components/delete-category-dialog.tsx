import { useState } from 'react';
import type { CategoryResource } from '@comanda/domain/menu/menu-category';
import { Alert } from '../../../../components/ui/alert';
import { Dialog } from '../../../../components/ui/dialog';
import { SelectField } from '../../../../components/ui/select-field';
import { applyApiErrors, oneFieldTarget } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { isCategoryNotEmpty, useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/list-categories';
import { useMenuT } from '../../i18n';
import { DialogActions } from '../../../../components/ui/dialog-actions';
import { closeUnlessBusy } from '../../../../components/ui/close-unless-busy';

type Props = {
  businessId: number;
  category: CategoryResource;
  /** The count may be of the products matching a search only: then it is not trusted as zero. */
  countKnown: boolean;
  onClose: () => void;
  onBusy: (busy: boolean) => void;
};

function DeleteCategoryBody({ businessId, category, countKnown, onClose, onBusy }: Props) {
  const mt = useMenuT();
  const remove = useDeleteCategory();
  const { data: all } = useCategories(businessId, '');
  const others = (all ?? []).filter((c) => c.id !== category.id);
  const [notEmpty, setNotEmpty] = useState(category.products_count > 0);
  const [choice, setChoice] = useState<'move' | 'delete'>('move');
  const [target, setTarget] = useState('');
  const [targetError, setTargetError] = useState<string | undefined>();
  const canMove = others.length > 0;
  const action = canMove ? choice : 'delete';

  const submit = () => {
    if (remove.isPending) return;
    if (notEmpty && action === 'move' && !target) {
      setTargetError(mt('deleteCategory.targetRequired'));
      return;
    }
    onBusy(true);
    remove.mutate(
      notEmpty
        ? { id: category.id, products: action, target_category_id: action === 'move' ? Number(target) : undefined }
        : { id: category.id },
      {
        onSuccess: () => {
          notify.success({ title: mt('deleteCategory.deleted', { name: category.name }) });
          onClose();
        },
        onError: (error) => {
          if (isCategoryNotEmpty(error)) setNotEmpty(true);
          else applyApiErrors(error, oneFieldTarget('target_category_id', setTargetError));
        },
        onSettled: () => onBusy(false),
      },
    );
  };

  return (
    <div className="space-y-4">
      {notEmpty ? (
        <fieldset className="space-y-3">
          <legend className="text-sm text-gray-700">
            {countKnown && category.products_count > 0
              ? mt('deleteCategory.notEmpty', { count: category.products_count })
              : mt('deleteCategory.notEmptyUnknown')}
          </legend>
          {canMove ? (
            <>
              <label className="flex items-start gap-2 text-sm text-gray-800">
                <input
                  type="radio"
                  name="products"
                  value="move"
                  className="mt-0.5 size-4 accent-brand-600"
                  checked={choice === 'move'}
                  onChange={() => setChoice('move')}
                />
                {mt('deleteCategory.move')}
              </label>
              {choice === 'move' ? (
                <SelectField
                  className="pl-6"
                  label={mt('deleteCategory.target')}
                  placeholder={mt('deleteCategory.targetPlaceholder')}
                  value={target}
                  error={targetError}
                  onChange={(e) => {
                    setTarget(e.target.value);
                    setTargetError(undefined);
                  }}
                  options={others.map((c) => ({ value: String(c.id), label: c.name }))}
                />
              ) : null}
              <label className="flex items-start gap-2 text-sm text-gray-800">
                <input
                  type="radio"
                  name="products"
                  value="delete"
                  className="mt-0.5 size-4 accent-brand-600"
                  checked={choice === 'delete'}
                  onChange={() => setChoice('delete')}
                />
                {mt('deleteCategory.deleteProducts')}
              </label>
            </>
          ) : (
            <Alert tone="warning">{mt('deleteCategory.noTarget')}</Alert>
          )}
        </fieldset>
      ) : (
        <p className="text-sm text-gray-600">{mt('deleteCategory.text')}</p>
      )}
      <DialogActions onCancel={onClose} confirmLabel={mt('deleteCategory.confirm')} pending={remove.isPending} onConfirm={submit} tone="danger" />
    </div>
  );
}

type DeleteCategoryDialogProps = Omit<Props, 'category' | 'onBusy'> & { category: CategoryResource | null };

/**
 * Deleting a category. One with products (known from its count, or from the API's 409
 * category_not_empty) asks whether to move them to another category or delete them too.
 */
export function DeleteCategoryDialog({ category, onClose, ...rest }: DeleteCategoryDialogProps) {
  const mt = useMenuT();
  const [busy, setBusy] = useState(false);
  return (
    <Dialog
      open={category !== null}
      onOpenChange={closeUnlessBusy(busy, onClose)}
      title={category ? mt('deleteCategory.title', { name: category.name }) : ''}
    >
      {category ? <DeleteCategoryBody key={category.id} category={category} onClose={onClose} onBusy={setBusy} {...rest} /> : null}
    </Dialog>
  );
}
