import { useController } from 'react-hook-form';
import { MAX_COPIES, PrinterBodySchema, type PrinterResource } from '@comanda/domain/printer/printer';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Dialog } from '../../../../components/ui/dialog';
import { DialogActions } from '../../../../components/ui/dialog-actions';
import { FieldError } from '../../../../components/ui/field';
import { SelectField } from '../../../../components/ui/select-field';
import { SwitchField } from '../../../../components/ui/switch-field';
import { TextField } from '../../../../components/ui/text-field';
import { applyApiErrors } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { useZodForm } from '../../../../lib/use-zod-form';
import { useOrdersT } from '../../i18n';
import { useMenuCategories, useSavePrinter } from '../api/printing';

type Props = {
  businessId: number;
  /** The printer being changed; null: a new one. */
  printer: PrinterResource | null;
  open: boolean;
  onClose: () => void;
};

const FORM_ID = 'printer-form';
const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** Add or change a printer: where it is, its paper, what it prints, and whether by itself. */
export function PrinterForm({ businessId, printer, open, onClose }: Props) {
  const ot = useOrdersT();
  const save = useSavePrinter(businessId);
  const categories = useMenuCategories(businessId);
  const form = useZodForm(PrinterBodySchema, {
    defaultValues: {
      name: printer?.name ?? '',
      connection: printer?.connection ?? 'qz',
      qz_printer: printer?.qz_printer ?? null,
      host: printer?.host ?? null,
      port: printer?.port ?? 9100,
      paper_mm: printer?.paper_mm ?? 80,
      prints_kitchen: printer?.prints_kitchen ?? true,
      prints_receipt: printer?.prints_receipt ?? false,
      category_ids: printer?.category_ids ?? [],
      copies: printer?.copies ?? 1,
      auto_print: printer?.auto_print ?? true,
      receipt_on_payment: printer?.receipt_on_payment ?? false,
    },
  });
  const { register, handleSubmit, formState, watch } = form;
  const errors = formState.errors;
  const connection = watch('connection');
  const printsKitchen = watch('prints_kitchen');
  const printsReceipt = watch('prints_receipt');
  const chosen = useController({ control: form.control, name: 'category_ids' });
  const chosenIds = (chosen.field.value ?? []) as number[];

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync({ id: printer?.id ?? null, body: values });
      notify.success({ title: ot(printer ? 'printing.form.updated' : 'printing.form.created', { name: saved.name }) });
      onClose();
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !formState.isSubmitting && onClose()} title={ot(printer ? 'printing.form.editTitle' : 'printing.form.createTitle')}>
      <form id={FORM_ID} onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" data-testid="printer-form">
        <TextField label={ot('printing.form.name')} placeholder={ot('printing.form.namePlaceholder')} autoFocus maxChars={60} error={errors.name?.message} {...register('name')} />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-gray-700">{ot('printing.form.connection')}</legend>
          {(['qz', 'network'] as const).map((value) => (
            <label key={value} className="flex cursor-pointer items-start gap-2 rounded-lg p-2 ring-1 ring-gray-200 has-[:checked]:ring-2 has-[:checked]:ring-brand-500">
              <input type="radio" value={value} className="mt-1 accent-brand-600" {...register('connection')} />
              <span>
                <span className="block text-sm font-medium text-gray-900">{ot(`printing.connections.${value}.title`)}</span>
                <span className="block text-xs text-gray-500">{ot(`printing.connections.${value}.text`)}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {connection === 'qz' ? (
          <TextField label={ot('printing.form.qzPrinter')} hint={ot('printing.form.qzPrinterHint')} error={errors.qz_printer?.message} {...register('qz_printer', { setValueAs: emptyToNull })} />
        ) : (
          <div className="grid grid-cols-3 gap-3">
            <TextField className="col-span-2" label={ot('printing.form.host')} placeholder="192.168.0.50" error={errors.host?.message} {...register('host', { setValueAs: emptyToNull })} />
            <TextField label={ot('printing.form.port')} type="number" inputMode="numeric" error={errors.port?.message} {...register('port', { valueAsNumber: true })} />
          </div>
        )}
        <div className="grid grid-cols-2 gap-3">
          <SelectField
            label={ot('printing.form.paper')}
            options={[
              { value: '80', label: ot('printing.paperShort', { mm: 80 }) },
              { value: '58', label: ot('printing.paperShort', { mm: 58 }) },
            ]}
            error={errors.paper_mm?.message}
            {...register('paper_mm', { setValueAs: (v: unknown) => Number(v) })}
          />
          <TextField label={ot('printing.form.copies')} type="number" inputMode="numeric" min={1} max={MAX_COPIES} error={errors.copies?.message} {...register('copies', { valueAsNumber: true })} />
        </div>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-gray-700">{ot('printing.form.prints')}</legend>
          <Checkbox label={ot('printing.form.printsKitchen')} {...register('prints_kitchen')} />
          <Checkbox label={ot('printing.form.printsReceipt')} {...register('prints_receipt')} />
          {errors.prints_kitchen?.message ? <FieldError>{errors.prints_kitchen.message}</FieldError> : null}
        </fieldset>
        {printsKitchen && (categories.data?.length ?? 0) > 0 ? (
          <fieldset className="space-y-2">
            <legend className="text-sm font-medium text-gray-700">{ot('printing.form.categories')}</legend>
            <p className="text-xs text-gray-500">{ot('printing.form.categoriesHint')}</p>
            <div className="grid max-h-40 grid-cols-2 gap-1 overflow-y-auto">
              {categories.data!.map((category) => (
                <Checkbox
                  key={category.id}
                  label={category.name}
                  checked={chosenIds.includes(category.id)}
                  onChange={(e) => chosen.field.onChange(e.target.checked ? [...chosenIds, category.id] : chosenIds.filter((id) => id !== category.id))}
                />
              ))}
            </div>
            {errors.category_ids?.message ? <FieldError>{errors.category_ids.message}</FieldError> : null}
          </fieldset>
        ) : null}
        <SwitchField label={ot('printing.form.autoPrint')} hint={ot('printing.form.autoPrintHint')} {...register('auto_print')} />
        {printsReceipt ? (
          <SwitchField label={ot('printing.form.receiptOnPayment')} hint={ot('printing.form.receiptOnPaymentHint')} {...register('receipt_on_payment')} />
        ) : null}
      </form>
      <div className="mt-6">
        <DialogActions onCancel={onClose} confirmLabel={ot(printer ? 'printing.form.save' : 'printing.form.create')} pending={formState.isSubmitting} form={FORM_ID} />
      </div>
    </Dialog>
  );
}
