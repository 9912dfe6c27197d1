import { Camera, Plus, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CategoryResource } from '@comanda/domain/menu/menu-category';
import { ProductImportBodySchema, type OcrDraft } from '@comanda/domain/menu/product';
import { textLimit } from '@comanda/domain/validation/text-limit';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { MoneyField } from '../../../../components/ui/money-field';
import { Spinner } from '../../../../components/ui/spinner';
import { TextField } from '../../../../components/ui/text-field';
import { isApiError } from '../../../../lib/api-client';
import { applyApiErrors, withRowFields } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { useZodForm } from '../../../../lib/use-zod-form';
import { useImportProducts } from '../api/import-products';
import { processMenuPhoto } from '../api/ocr-process';
import { useMenuT } from '../../i18n';
import { CategorySelect } from '../../categories/components/category-select';
import { WideDialog } from '../../../../components/ui/wide-dialog';
import { DialogActions } from '../../../../components/ui/dialog-actions';
import { closeUnlessBusy } from '../../../../components/ui/close-unless-busy';
import { useConfirmDiscard } from '../../../../components/ui/use-confirm-discard';

type Step = { kind: 'pick'; error?: string } | { kind: 'reading' } | { kind: 'review'; found: number };

type ImportFlowProps = {
  categories: readonly CategoryResource[];
  defaultCategoryId: number | undefined;
  onClose: () => void;
  onImported: (categoryId: number) => void;
};

const ROW_GRID = 'sm:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)_9.5rem_2.25rem]';
const emptyRow = { name: '', description: '', amount: 0 };

// The API's body (a price for every row: imported products are offered at once, and a price the
// photo did not show reads R$ 0,00 until typed), and the limits of its texts.
const ImportFormSchema = ProductImportBodySchema;
const draftFields = ProductImportBodySchema.shape.products.element.shape;
const NAME_MAX = textLimit(draftFields.name);
const DESCRIPTION_MAX = textLimit(draftFields.description);

const toRow = (draft: OcrDraft) => ({ name: draft.name, description: draft.description ?? '', amount: draft.amount ?? 0 });

function ImportFlow({ categories, defaultCategoryId, onClose, onImported }: ImportFlowProps) {
  const mt = useMenuT();
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'pick' });
  const [fileName, setFileName] = useState('');
  const reading = useRef<AbortController | null>(null);
  const importMutation = useImportProducts();
  const form = useZodForm(ImportFormSchema, {
    defaultValues: { category_id: defaultCategoryId, products: [] },
  });
  const { control, register, handleSubmit, formState, reset, getValues } = form;
  const rows = useFieldArray({ control, name: 'products' });
  const pending = formState.isSubmitting || importMutation.isPending;

  // Closing the dialog while the photo is read stops the upload.
  useEffect(() => () => reading.current?.abort(), []);

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const controller = new AbortController();
    reading.current = controller;
    setFileName(file.name);
    setStep({ kind: 'reading' });
    try {
      const drafts = await processMenuPhoto(file, controller.signal);
      reset({ category_id: getValues('category_id'), products: drafts.map(toRow) });
      setStep({ kind: 'review', found: drafts.length });
    } catch (error) {
      if (controller.signal.aborted) return;
      let message = t('errors.generic');
      if (isApiError(error)) {
        message = error.status === 0 ? t('errors.network') : (error.errors['image']?.[0] ?? error.message);
      }
      setStep({ kind: 'pick', error: message });
    } finally {
      if (reading.current === controller) reading.current = null;
    }
  };

  const cancelReading = () => {
    reading.current?.abort();
    reading.current = null;
    setStep({ kind: 'pick' });
  };

  const onSubmit = handleSubmit(async (values) => {
    const body = {
      category_id: values.category_id,
      products: values.products.map((p) => ({ name: p.name, description: p.description?.trim() || null, amount: p.amount })),
    };
    try {
      const created = await importMutation.mutateAsync(body);
      const category = categories.find((c) => c.id === values.category_id)?.name ?? '';
      notify.success({ title: mt('import.done', { count: created.length, category }), description: mt('import.doneText') });
      onImported(values.category_id);
      onClose();
    } catch (error) {
      // 422 field errors come as category_id or products.N.field: each under its own input.
      applyApiErrors(error, withRowFields(form, 'products', ['name', 'description', 'amount']));
    }
  });

  const picker = (
    <label className="flex cursor-pointer flex-col items-center justify-center gap-3 rounded-xl border-2 border-dashed border-gray-300 bg-gray-50 px-6 py-10 text-center transition-colors focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200 hover:border-brand-400 hover:bg-brand-50/40">
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
        <Camera className="size-6" aria-hidden="true" />
      </span>
      <span className="text-sm font-semibold text-brand-700">{mt('import.pick')}</span>
      <span id="menu-import-hint" className="max-w-sm text-xs text-gray-500">
        {mt('import.pickHint')}
      </span>
      <input
        type="file"
        accept="image/*"
        className="sr-only"
        aria-describedby="menu-import-hint"
        onChange={(e) => void readPhoto(e)}
        data-testid="menu-photo-input"
      />
    </label>
  );

  // The drafts of a photo took a while to read, and may have been edited: closing asks first.
  const { requestClose, discardDialog } = useConfirmDiscard(step.kind === 'review', onClose);
  const productsError = formState.errors.products?.message ?? formState.errors.products?.root?.message;
  const footer =
    step.kind === 'review' ? (
      <DialogActions onCancel={requestClose} confirmLabel={mt('import.submit', { count: rows.fields.length })} pending={pending} form="menu-import-form" disabled={rows.fields.length === 0} />
    ) : undefined;

  return (
    <WideDialog
      open
      onOpenChange={closeUnlessBusy(pending, requestClose)}
      title={mt('import.title')}
      description={mt('import.description')}
      footer={footer}
    >
      {discardDialog}
      {step.kind === 'pick' ? (
        <div className="space-y-4">
          {step.error ? (
            <Alert tone="error" title={mt('import.failed')}>
              {step.error}
            </Alert>
          ) : null}
          {picker}
        </div>
      ) : step.kind === 'reading' ? (
        <div className="flex flex-col items-center gap-3 py-12 text-center" role="status" aria-live="polite">
          <Spinner className="size-10 text-brand-600" />
          <p className="text-base font-semibold text-gray-900">{mt('import.reading')}</p>
          <p className="text-sm text-gray-500">
            {fileName ? <span className="block truncate">{fileName}</span> : null}
            {mt('import.readingHint')}
          </p>
          <Button variant="secondary" size="sm" onClick={cancelReading}>
            {mt('import.cancelReading')}
          </Button>
        </div>
      ) : (
        <form id="menu-import-form" noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-gray-700" role="status">
              {mt('import.found', { count: step.found })}
            </p>
            <label className="cursor-pointer text-sm font-semibold text-brand-700 focus-within:underline hover:underline">
              {mt('import.tryAnother')}
              <input type="file" accept="image/*" className="sr-only" onChange={(e) => void readPhoto(e)} disabled={pending} />
            </label>
          </div>
          <CategorySelect
            control={control}
            name="category_id"
            categories={categories}
            label={mt('import.category')}
            placeholder={mt('import.categoryPlaceholder')}
            className="sm:max-w-xs"
          />
          {productsError ? <Alert tone="error">{productsError}</Alert> : null}
          {rows.fields.length === 0 ? <p className="text-sm text-gray-500">{mt('import.empty')}</p> : null}
          {rows.fields.length > 0 ? (
            <div>
              <div className={`hidden gap-2 pb-1 text-xs font-medium tracking-wide text-gray-500 uppercase sm:grid ${ROW_GRID}`} aria-hidden="true">
                <span>{mt('import.colName')}</span>
                <span>{mt('import.colDescription')}</span>
                <span>{mt('import.colPrice')}</span>
                <span />
              </div>
              <ol className="space-y-3 sm:space-y-2" data-testid="import-rows">
                {rows.fields.map((row, index) => {
                  const n = index + 1;
                  const errors = formState.errors.products?.[index];
                  return (
                    <li key={row.id} className={`grid grid-cols-1 gap-2 rounded-lg p-3 ring-1 ring-gray-200 sm:items-start sm:p-0 sm:ring-0 ${ROW_GRID}`}>
                      <TextField
                        label={<span className="sm:sr-only">{mt('import.rowName', { n })}</span>}
                        autoComplete="off"
                        maxChars={NAME_MAX}
                        error={errors?.name?.message}
                        {...register(`products.${index}.name`)}
                      />
                      <TextField
                        label={<span className="sm:sr-only">{mt('import.rowDescription', { n })}</span>}
                        autoComplete="off"
                        maxChars={DESCRIPTION_MAX}
                        error={errors?.description?.message}
                        {...register(`products.${index}.description`)}
                      />
                      <Controller
                        control={control}
                        name={`products.${index}.amount`}
                        render={({ field, fieldState }) => (
                          <MoneyField
                            label={<span className="sm:sr-only">{mt('import.rowPrice', { n })}</span>}
                            value={field.value}
                            onChange={field.onChange}
                            onBlur={field.onBlur}
                            ref={field.ref}
                            name={field.name}
                            error={fieldState.error?.message}
                          />
                        )}
                      />
                      <button
                        type="button"
                        className="inline-flex size-9 items-center justify-center justify-self-end rounded-lg text-gray-500 hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none sm:mt-2"
                        aria-label={mt('import.removeRow', { n })}
                        title={mt('import.removeRow', { n })}
                        onClick={() => rows.remove(index)}
                        disabled={pending}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                      </button>
                    </li>
                  );
                })}
              </ol>
            </div>
          ) : null}
          <Button
            variant="secondary"
            size="sm"
            icon={<Plus className="size-4" aria-hidden="true" />}
            onClick={() => rows.append(emptyRow, { shouldFocus: true })}
            disabled={pending}
          >
            {mt('import.addRow')}
          </Button>
        </form>
      )}
    </WideDialog>
  );
}

type ImportPhotoDialogProps = Omit<ImportFlowProps, 'onClose'> & { open: boolean; onClose: () => void };

/** Import from a photo: choose it, wait while it is read, review the drafts, import them into a category. */
export function ImportPhotoDialog({ open, ...props }: ImportPhotoDialogProps) {
  return open ? <ImportFlow {...props} /> : null;
}
