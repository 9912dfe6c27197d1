import { useCallback, useEffect, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CategoryBodySchema, type CategoryResource } from '@comanda/domain/menu/menu-category';
import { Checkbox } from '../../../../components/ui/checkbox';
import { closeUnlessBusy } from '../../../../components/ui/close-unless-busy';
import { Dialog } from '../../../../components/ui/dialog';
import { DialogActions } from '../../../../components/ui/dialog-actions';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { TextField } from '../../../../components/ui/text-field';
import { useConfirmDiscard } from '../../../../components/ui/use-confirm-discard';
import { textLimit } from '@comanda/domain/validation/text-limit';
import { applyApiErrors } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { useZodForm } from '../../../../lib/use-zod-form';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { useMenuT } from '../../i18n';

const NAME_MAX = textLimit(CategoryBodySchema.shape.name);
const DESCRIPTION_MAX = textLimit(CategoryBodySchema.shape.description);

type CategoryFormProps = {
  category: CategoryResource | null;
  onDone: (category: CategoryResource) => void;
  onCancel: () => void;
  /** Tells the dialog whether something typed would be lost by closing it. */
  onDirtyChange: (dirty: boolean) => void;
  /** Held by the dialog, so it knows not to close while one is saving. */
  create: ReturnType<typeof useCreateCategory>;
  update: ReturnType<typeof useUpdateCategory>;
};

function CategoryForm({ category, onDone, onCancel, onDirtyChange, create, update }: CategoryFormProps) {
  const mt = useMenuT();
  const { t } = useTranslation();
  const form = useZodForm(CategoryBodySchema, {
    defaultValues: { name: category?.name ?? '', description: category?.description ?? '', active: category?.active ?? true },
  });
  const { register, handleSubmit, formState, control } = form;
  const formId = useId();
  const pending = formState.isSubmitting || create.isPending || update.isPending;
  const { isDirty } = formState;
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (values) => {
    const body = { ...values, description: values.description?.trim() ? values.description.trim() : null };
    try {
      const saved = category ? await update.mutateAsync({ id: category.id, body }) : await create.mutateAsync(body);
      notify.success({ title: mt(category ? 'categoryForm.updated' : 'categoryForm.created', { name: saved.name }) });
      onDone(saved);
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  return (
    <form id={formId} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <TextField
        label={mt('categoryForm.name')}
        placeholder={mt('categoryForm.namePlaceholder')}
        autoComplete="off"
        autoFocus
        maxChars={NAME_MAX}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        label={mt('categoryForm.description')}
        optional={t('common.optional')}
        placeholder={mt('categoryForm.descriptionPlaceholder')}
        maxChars={DESCRIPTION_MAX}
        error={formState.errors.description?.message}
        {...register('description')}
      />
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <Checkbox
            label={mt('categoryForm.active')}
            checked={field.value !== false}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
            name={field.name}
          />
        )}
      />
      <div className="pt-1">
        <DialogActions onCancel={onCancel} confirmLabel={mt(category ? 'categoryForm.save' : 'categoryForm.create')} pending={pending} form={formId} />
      </div>
    </form>
  );
}

type CategoryFormDialogProps = {
  /** null: closed; 'new': create; a category: edit it. */
  target: CategoryResource | 'new' | null;
  onClose: () => void;
  onSaved?: (category: CategoryResource) => void;
};

export function CategoryFormDialog({ target, onClose, onSaved }: CategoryFormDialogProps) {
  const mt = useMenuT();
  const category = target === 'new' ? null : target;
  const create = useCreateCategory();
  const update = useUpdateCategory();
  // Esc, × and Cancel ask before throwing away what was typed, as the other form dialogs do.
  const [dirty, setDirty] = useState(false);
  const close = useCallback(() => {
    setDirty(false);
    onClose();
  }, [onClose]);
  const { requestClose, discardDialog } = useConfirmDiscard(dirty, close);
  return (
    <Dialog
      open={target !== null}
      onOpenChange={closeUnlessBusy(create.isPending || update.isPending, requestClose)}
      title={mt(category ? 'categoryForm.editTitle' : 'categoryForm.createTitle')}
    >
      {discardDialog}
      {target !== null ? (
        <CategoryForm
          key={category?.id ?? 'new'}
          category={category}
          onCancel={requestClose}
          onDirtyChange={setDirty}
          create={create}
          update={update}
          onDone={(saved) => {
            onSaved?.(saved);
            close();
          }}
        />
      ) : null}
    </Dialog>
  );
}
