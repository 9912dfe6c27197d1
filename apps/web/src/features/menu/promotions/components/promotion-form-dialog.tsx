import { useEffect, useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import type { PromotionResource } from '@comanda/domain/menu/product-pricing';
import { PromotionSchema, promotionPriceProblem, promotionSchemaFor, promotionalPrice, type PromotionInput } from '@comanda/domain/promotions/promotion';
import { MoneyField } from '../../../../components/ui/money-field';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { applyApiErrors } from '../../../../lib/form-errors';
import { formatMoney } from '../../../../lib/format';
import { notify } from '../../../../lib/toast';
import { useZodForm } from '../../../../lib/use-zod-form';
import { useCreatePromotion } from '../api/create-promotion';
import { useUpdatePromotion } from '../api/update-promotion';
import { useOptionsT } from '../../i18n';
import { WideDialog } from '../../../../components/ui/wide-dialog';
import { WeekdaysField } from './weekdays-field';
import { DialogActions } from '../../../../components/ui/dialog-actions';
import { closeUnlessBusy } from '../../../../components/ui/close-unless-busy';
import { useConfirmDiscard } from '../../../../components/ui/use-confirm-discard';

type PromotionFormDialogProps = {
  productId: number;
  /** The product's own price, for the preview of the promotional price (null while unknown). */
  amount: number | null;
  /** null: closed; 'new': create; a promotion: edit it. */
  target: PromotionResource | 'new' | null;
  onClose: () => void;
};

/** Create or edit a promotion: type, discount, dates and weekdays. */
export function PromotionFormDialog({ target, ...props }: PromotionFormDialogProps) {
  if (target === null) return null;
  const promotion = target === 'new' ? null : target;
  return <PromotionEditor key={promotion?.id ?? 'new'} promotion={promotion} {...props} />;
}

type PromotionEditorProps = Omit<PromotionFormDialogProps, 'target'> & { promotion: PromotionResource | null };

const toDate = (value: unknown) => (typeof value === 'string' && value ? value : null);

function PromotionEditor({ productId, amount, promotion, onClose }: PromotionEditorProps) {
  const ot = useOptionsT();
  const formId = useId();
  const create = useCreatePromotion(productId);
  const update = useUpdatePromotion(productId);
  const defaultValues: PromotionInput = {
    type: promotion?.type ?? 'percentage',
    discount_value: promotion?.discount_value ?? (undefined as unknown as number),
    start_date: promotion?.start_date ?? null,
    end_date: promotion?.end_date ?? null,
    days_of_week: promotion?.days_of_week ?? [],
  };
  // With the product's price known, the form refuses what the API refuses: a discount that takes the
  // whole price, with the same message (decision 0009).
  const schema = useMemo(() => (amount === null ? PromotionSchema : promotionSchemaFor(amount)), [amount]);
  const form = useZodForm(schema, { defaultValues });
  const { register, handleSubmit, formState, control, setValue, watch, trigger, clearErrors } = form;
  const pending = formState.isSubmitting || create.isPending || update.isPending;
  const { requestClose, discardDialog } = useConfirmDiscard(formState.isDirty, onClose);
  const type = watch('type');
  const discount = watch('discount_value');
  const typedDiscount = typeof discount === 'number' && Number.isFinite(discount) && discount > 0;
  const preview =
    amount !== null && typedDiscount && promotionPriceProblem(amount, { type, discount_value: discount }) === null
      ? promotionalPrice(amount, { type, discount_value: discount })
      : null;
  // The final price, or why there is none, as the discount is typed (not only on saving).
  const { isSubmitted } = formState;
  useEffect(() => {
    if (isSubmitted) return; // from the first save on, the form checks every change itself
    if (typedDiscount) void trigger('discount_value');
    else clearErrors('discount_value');
  }, [discount, type, typedDiscount, isSubmitted, trigger, clearErrors]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      if (promotion) await update.mutateAsync({ id: promotion.id, body });
      else await create.mutateAsync(body);
      notify.success({ title: ot(promotion ? 'promotions.form.updated' : 'promotions.form.created') });
      onClose();
    } catch (error) {
      // A plan without promotions: the API client has opened the upgrade modal over this form.
      applyApiErrors(error, form);
    }
  });

  return (
    <WideDialog
      size="form"
      open
      onOpenChange={closeUnlessBusy(pending, requestClose)}
      title={ot(promotion ? 'promotions.form.editTitle' : 'promotions.form.createTitle')}
      footer={
        <DialogActions onCancel={requestClose} confirmLabel={ot('promotions.form.save')} pending={pending} form={formId} />
      }
    >
      {discardDialog}
      <form id={formId} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label={ot('promotions.form.type')}
            options={[
              { value: 'percentage', label: ot('promotions.form.percentage') },
              { value: 'fixed', label: ot('promotions.form.fixed') },
            ]}
            error={formState.errors.type?.message}
            {...register('type', {
              // The value means percent or centavos: a new type starts from an empty discount.
              onChange: () => setValue('discount_value', undefined as unknown as number),
            })}
          />
          {type === 'fixed' ? (
            <Controller
              control={control}
              name="discount_value"
              render={({ field, fieldState }) => (
                <MoneyField
                  label={ot('promotions.form.discount')}
                  hint={ot('promotions.form.discountHintFixed')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  error={fieldState.error?.message}
                />
              )}
            />
          ) : (
            <TextField
              label={ot('promotions.form.discount')}
              hint={ot('promotions.form.discountHintPercent')}
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step="any"
              placeholder="10"
              error={formState.errors.discount_value?.message}
              {...register('discount_value', { valueAsNumber: true })}
            />
          )}
        </div>
        {preview !== null ? (
          <p className="rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-900" role="status">
            {ot('promotions.form.preview', { old: formatMoney(amount), price: formatMoney(preview) })}
          </p>
        ) : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={ot('promotions.form.start')}
            type="date"
            hint={ot('promotions.form.startHint')}
            error={formState.errors.start_date?.message}
            {...register('start_date', { setValueAs: toDate })}
          />
          <TextField
            label={ot('promotions.form.end')}
            type="date"
            hint={ot('promotions.form.endHint')}
            error={formState.errors.end_date?.message}
            {...register('end_date', { setValueAs: toDate })}
          />
        </div>
        <Controller
          control={control}
          name="days_of_week"
          render={({ field, fieldState }) => <WeekdaysField value={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message} />}
        />
      </form>
    </WideDialog>
  );
}
