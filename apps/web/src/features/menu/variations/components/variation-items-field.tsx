import { Plus, Trash2 } from 'lucide-react';
import { Controller, useFieldArray } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { MoneyField } from '../../../../components/ui/money-field';
import { TextField } from '../../../../components/ui/text-field';
import { textLimit } from '@comanda/domain/validation/text-limit';
import { VariationItemBodySchema } from '@comanda/domain/menu/variation';
import { formatMoney } from '../../../../lib/format';
import { useOptionsT } from '../../i18n';
import { emptyItem, type VariationForm } from './use-variation-form';
import { FieldError } from '../../../../components/ui/field';

const NAME_MAX = textLimit(VariationItemBodySchema.shape.name);

// mt-1.5: level with the inputs, which sit below their (visually hidden) labels' gap.
const removeButton =
  'mt-1.5 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-gray-500 transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-transparent disabled:hover:text-gray-500';

/**
 * The group's items: one row each (name, price, remove), and a button to add a row. Every field is
 * named with its row number ("Nome do item 2"), so each row can be told apart by ear and by tests.
 */
export function VariationItemsField({ form }: { form: VariationForm }) {
  const ot = useOptionsT();
  const { control, register, formState } = form;
  // keyName: the items have an `id` of their own (the stored item's), which must reach the API.
  const { fields, append, remove } = useFieldArray({ control, name: 'items', keyName: 'key' });
  const listError = formState.errors.items?.root?.message ?? formState.errors.items?.message;

  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-700">{ot('form.items')}</legend>
      <p className="mt-0.5 text-xs text-gray-500">{ot('form.itemsHint', { zero: formatMoney(0) })}</p>
      <div className="mt-3 hidden gap-2 text-xs font-medium text-gray-500 sm:flex" aria-hidden="true">
        <span className="flex-1">{ot('form.itemName')}</span>
        <span className="w-36">{ot('form.itemPrice')}</span>
        <span className="w-10" />
      </div>
      <ol className="mt-2 space-y-3 sm:mt-1 sm:space-y-2">
        {fields.map((field, index) => {
          const n = index + 1;
          const errors = formState.errors.items?.[index];
          const unavailable = form.getValues(`items.${index}.available`) === false;
          return (
            <li key={field.key} className="flex items-start gap-2" data-testid="variation-item-row">
              <TextField
                label={<span className="sr-only">{ot('form.itemNameRow', { n })}</span>}
                className="min-w-0 flex-1"
                placeholder={ot(index === 0 ? 'form.itemNamePlaceholder' : 'form.itemNamePlaceholderNext')}
                autoComplete="off"
                maxChars={NAME_MAX}
                error={errors?.name?.message}
                hint={unavailable ? ot('form.itemUnavailable') : undefined}
                {...register(`items.${index}.name`)}
              />
              <Controller
                control={control}
                name={`items.${index}.amount`}
                render={({ field: amount, fieldState }) => (
                  <MoneyField
                    label={<span className="sr-only">{ot('form.itemPriceRow', { n })}</span>}
                    className="w-32 shrink-0 sm:w-36"
                    inputClassName="text-right tabular-nums"
                    value={amount.value}
                    onChange={amount.onChange}
                    onBlur={amount.onBlur}
                    name={amount.name}
                    ref={amount.ref}
                    error={fieldState.error?.message}
                  />
                )}
              />
              <button
                type="button"
                className={removeButton}
                aria-label={ot('form.removeItem', { n })}
                title={fields.length === 1 ? ot('form.lastItem') : ot('form.removeItem', { n })}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </li>
          );
        })}
      </ol>
      {listError ? (
        <FieldError className="mt-2">{listError}</FieldError>
      ) : null}
      <Button variant="secondary" size="sm" className="mt-3" icon={<Plus className="size-4" aria-hidden="true" />} onClick={() => append(emptyItem())}>
        {ot('form.addItem')}
      </Button>
    </fieldset>
  );
}
