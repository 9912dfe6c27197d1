import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CategoryResource } from '@comanda/domain/menu/menu-category';
import { ProductCreateBodySchema, type ProductCreateBody } from '@comanda/domain/menu/product';
import { needsFreeConfirmation } from '@comanda/domain/menu/free-product';
import { textLimit } from '@comanda/domain/validation/text-limit';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { TextAreaField } from '../../../../components/ui/text-area-field';
import { MoneyField } from '../../../../components/ui/money-field';
import { TextField } from '../../../../components/ui/text-field';
import { isApiError, type ApiError } from '../../../../lib/api-client';
import { applyApiErrors } from '../../../../lib/form-errors';
import { formatMoney } from '../../../../lib/format';
import { useZodForm } from '../../../../lib/use-zod-form';
import { useProductT } from '../../i18n';
import { productFormSchema, type ProductFormValues } from '../lib/product-form-values';
import { CategorySelect } from '../../categories/components/category-select';
import { CoverPicker } from './cover-picker';
import { FreeProductDialog, isFreeUnconfirmed } from './free-product-dialog';
import { SwitchField } from '../../../../components/ui/switch-field';
import { UnsavedChangesGuard } from '../../../../components/unsaved-changes-guard';

type ProductFormProps = {
  /** create: with a cover to choose and the active switch; edit: the cover and pausing live beside it. */
  mode: 'create' | 'edit';
  categories: readonly CategoryResource[];
  defaultValues: ProductFormValues;
  /**
   * Saves (a new product with its cover, in one request); a rejection with the API's 422 puts its
   * messages under the fields, the cover's under the cover.
   */
  onSubmit: (body: ProductCreateBody, cover: File | null) => Promise<void>;
  /** Where "Cancelar" goes. */
  cancelTo: string;
};

const NAME_MAX = textLimit(ProductCreateBodySchema.shape.name);
const DESCRIPTION_MAX = textLimit(ProductCreateBodySchema.shape.description);

/** The API's message on the cover sent with a new product (422 on `cover`), if that is what it said. */
function coverErrorOf(error: unknown): string | undefined {
  return isApiError(error) && error.status === 422 ? error.errors['cover']?.[0] : undefined;
}

/** The product's own fields, shared by /cardapio/add and /cardapio/{id}/basic. */
export function ProductForm({ mode, categories, defaultValues, onSubmit, cancelTo }: ProductFormProps) {
  const pt = useProductT();
  const { t } = useTranslation();
  const [cover, setCover] = useState<File | null>(null);
  const [coverError, setCoverError] = useState<string | null>(null);
  // A product that would cost nothing, waiting for the owner's word before it is sent (again).
  const [freeQuestion, setFreeQuestion] = useState<ProductCreateBody | null>(null);
  const [sending, setSending] = useState(false);
  const form = useZodForm(productFormSchema, { defaultValues });
  const { register, handleSubmit, formState, control, watch, reset } = form;
  const weightBased = watch('is_weight_based');
  const errors = formState.errors;
  const pending = formState.isSubmitting || sending;

  async function send(body: ProductCreateBody) {
    const values = form.getValues();
    setCoverError(null);
    setSending(true);
    try {
      await onSubmit(body, cover);
      // What was saved is the new starting point (and nothing is "unsaved" any more).
      if (mode === 'edit') reset(values);
    } catch (error) {
      if (isFreeUnconfirmed(error)) return setFreeQuestion(body);
      const coverMessage = coverErrorOf(error);
      if (coverMessage) setCoverError(coverMessage);
      if (!coverMessage || Object.keys((error as ApiError).errors).length > 1) applyApiErrors(error, form);
    } finally {
      setSending(false);
    }
  }

  const submit = handleSubmit(async (body) => {
    // A new product has no options yet: free when its price is zero, so ask before sending it.
    if (mode === 'create' && needsFreeConfirmation(null, body, false)) return setFreeQuestion(body);
    await send(body);
  });

  const answerFree = (change: Partial<ProductCreateBody>) => {
    const body = freeQuestion;
    setFreeQuestion(null);
    if (body) void send({ ...body, ...change });
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-6" aria-busy={pending || undefined}>
      <UnsavedChangesGuard when={(formState.isDirty || cover !== null) && !pending} />
      <FreeProductDialog
        name={freeQuestion?.name ?? null}
        onClose={() => setFreeQuestion(null)}
        onConfirm={() => answerFree({ confirm_free: true })}
        onKeepPaused={mode === 'create' ? () => answerFree({ active: false }) : undefined}
      />
      <Card title={pt('form.details')}>
        <div className="space-y-5">
          <TextField
            label={pt('form.name')}
            placeholder={pt('form.namePlaceholder')}
            autoComplete="off"
            maxChars={NAME_MAX}
            error={errors.name?.message}
            {...register('name')}
          />
          <TextAreaField
            label={pt('form.description')}
            optional={t('common.optional')}
            placeholder={pt('form.descriptionPlaceholder')}
            maxChars={DESCRIPTION_MAX}
            error={errors.description?.message}
            {...register('description')}
          />
          <CategorySelect
            control={control}
            name="category_id"
            categories={categories}
            label={pt('form.category')}
            placeholder={pt('form.categoryPlaceholder')}
            className="sm:max-w-sm"
          />
          {mode === 'create' ? (
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <SwitchField
                  label={pt('form.active')}
                  hint={pt('form.activeHint')}
                  checked={field.value}
                  onChange={(e) => field.onChange(e.target.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                />
              )}
            />
          ) : null}
        </div>
      </Card>

      <Card title={pt('form.pricing')}>
        <div className="space-y-5">
          <Controller
            control={control}
            name="is_weight_based"
            render={({ field }) => (
              <SwitchField
                label={pt('form.weightBased')}
                hint={pt('form.weightBasedHint')}
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
                name={field.name}
              />
            )}
          />
          <div className="grid gap-5 sm:grid-cols-2">
            <Controller
              control={control}
              name="amount"
              render={({ field, fieldState }) => (
                <MoneyField
                  label={pt(weightBased ? 'form.pricePerKg' : 'form.price')}
                  hint={weightBased ? pt('form.pricePerKgHint') : pt('form.priceHint', { zero: formatMoney(0) })}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  error={fieldState.error?.message}
                />
              )}
            />
            {weightBased ? (
              <TextField
                label={pt('form.minWeight')}
                placeholder={pt('form.minWeightPlaceholder')}
                hint={pt('form.minWeightHint')}
                optional={t('common.optional')}
                inputMode="decimal"
                autoComplete="off"
                error={errors.min_weight?.message}
                {...register('min_weight')}
              />
            ) : null}
          </div>
        </div>
      </Card>

      {mode === 'create' ? (
        <Card title={pt('cover.label')}>
          <CoverPicker
            file={cover}
            onChange={(file) => {
              setCover(file);
              setCoverError(null);
            }}
            error={coverError}
            disabled={pending}
          />
        </Card>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link to={cancelTo} className={buttonClasses('secondary')} aria-disabled={pending || undefined}>
          {pt('form.cancel')}
        </Link>
        <Button type="submit" loading={pending}>
          {pt(mode === 'create' ? 'form.create' : 'form.save')}
        </Button>
      </div>
    </form>
  );
}
