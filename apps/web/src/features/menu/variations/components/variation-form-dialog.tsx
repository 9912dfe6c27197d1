import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { VariationBodySchema, pricingModeOf, type VariationPricingMode, type VariationResource } from '@comanda/domain/menu/variation';
import { Checkbox } from '../../../../components/ui/checkbox';
import { TextField } from '../../../../components/ui/text-field';
import { textLimit } from '@comanda/domain/validation/text-limit';
import { applyApiErrors, withRowFields } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { useCreateVariation } from '../api/create-variation';
import { useUpdateVariation } from '../api/update-variation';
import { useOptionsT } from '../../i18n';
import { PricingModeField } from './pricing-mode-field';
import { WideDialog } from '../../../../components/ui/wide-dialog';
import { useVariationForm } from './use-variation-form';
import { VariationItemsField } from './variation-items-field';
import { DialogActions } from '../../../../components/ui/dialog-actions';
import { closeUnlessBusy } from '../../../../components/ui/close-unless-busy';
import { useConfirmDiscard } from '../../../../components/ui/use-confirm-discard';

const NAME_MAX = textLimit(VariationBodySchema.shape.name);

type VariationFormDialogProps = {
  productId: number;
  /** null: closed; 'new': create; a group: edit it. */
  target: VariationResource | 'new' | null;
  onClose: () => void;
};

/** Create or edit an option group: its name, its rules, how it is charged and its items. */
export function VariationFormDialog({ productId, target, onClose }: VariationFormDialogProps) {
  if (target === null) return null;
  const group = target === 'new' ? null : target;
  // Mounted per group, so each opening starts from that group's values.
  return <VariationEditor key={group?.id ?? 'new'} productId={productId} group={group} onClose={onClose} />;
}

type VariationEditorProps = { productId: number; group: VariationResource | null; onClose: () => void };

function VariationEditor({ productId, group, onClose }: VariationEditorProps) {
  const ot = useOptionsT();
  const formId = useId();
  const create = useCreateVariation(productId);
  const update = useUpdateVariation(productId);
  const form = useVariationForm(group);
  const { register, handleSubmit, formState, control, setValue, watch } = form;
  const pending = formState.isSubmitting || create.isPending || update.isPending;
  const { requestClose, discardDialog } = useConfirmDiscard(formState.isDirty, onClose);
  const mode = pricingModeOf({ is_highest_price: watch('is_highest_price') ?? false, is_average_calc: watch('is_average_calc') ?? false });

  const setMode = (next: VariationPricingMode) => {
    setValue('is_highest_price', next === 'highest', { shouldDirty: true });
    setValue('is_average_calc', next === 'average', { shouldDirty: true, shouldValidate: formState.isSubmitted });
  };

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = group ? await update.mutateAsync({ id: group.id, body }) : await create.mutateAsync(body);
      notify.success({ title: ot(group ? 'form.updated' : 'form.created', { name: saved.name }) });
      onClose();
    } catch (error) {
      // A 422 on `items.2.amount` lands under the third item's price.
      applyApiErrors(error, withRowFields(form, 'items', ['name', 'amount']));
    }
  });

  return (
    <WideDialog
      size="form"
      open
      onOpenChange={closeUnlessBusy(pending, requestClose)}
      title={group ? ot('form.editTitle', { name: group.name }) : ot('form.createTitle')}
      description={ot('form.description')}
      footer={
        <DialogActions onCancel={requestClose} confirmLabel={ot('form.save')} pending={pending} form={formId} />
      }
    >
      {discardDialog}
      <form id={formId} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        <TextField
          label={ot('form.name')}
          placeholder={ot('form.namePlaceholder')}
          autoComplete="off"
          autoFocus
          maxChars={NAME_MAX}
          error={formState.errors.name?.message}
          {...register('name')}
        />
        <div className="space-y-3">
          <Controller
            control={control}
            name="is_required"
            render={({ field }) => (
              <Checkbox
                label={ot('form.required')}
                aria-describedby={`${formId}-required-hint`}
                checked={field.value === true}
                onChange={(e) => {
                  field.onChange(e.target.checked);
                  // A required group asks for at least one choice.
                  if (e.target.checked && (form.getValues('min') ?? 0) < 1) setValue('min', 1, { shouldDirty: true });
                }}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
              />
            )}
          />
          <p id={`${formId}-required-hint`} className="-mt-1 pl-6 text-xs text-gray-500">
            {ot('form.requiredHint')}
          </p>
          <div className="grid grid-cols-2 gap-3">
            <TextField
              label={ot('form.min')}
              type="number"
              inputMode="numeric"
              min={0}
              max={50}
              step={1}
              error={formState.errors.min?.message}
              {...register('min', { valueAsNumber: true })}
            />
            <TextField
              label={ot('form.max')}
              type="number"
              inputMode="numeric"
              min={1}
              max={50}
              step={1}
              error={formState.errors.max?.message}
              {...register('max', { valueAsNumber: true })}
            />
          </div>
          <p className="text-xs text-gray-500">{ot('form.minMaxHint')}</p>
        </div>
        <PricingModeField
          value={mode}
          onChange={setMode}
          error={formState.errors.is_average_calc?.message ?? formState.errors.is_highest_price?.message}
        />
        <VariationItemsField form={form} />
      </form>
    </WideDialog>
  );
}
