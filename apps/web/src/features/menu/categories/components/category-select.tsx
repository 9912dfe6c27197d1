import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import type { CategoryResource } from '@comanda/domain/menu/menu-category';
import { SelectField } from '../../../../components/ui/select-field';

type CategorySelectProps<T extends FieldValues, O> = {
  /** The form's control, whatever its schema turns the values into on submit. */
  control: Control<T, unknown, O>;
  name: Path<T>;
  categories: readonly CategoryResource[];
  label: string;
  placeholder: string;
  className?: string;
};

/** A category picker bound to a form field holding the category id (undefined until one is chosen). */
export function CategorySelect<T extends FieldValues, O>({ control, name, categories, label, placeholder, className }: CategorySelectProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <SelectField
          label={label}
          placeholder={placeholder}
          className={className}
          value={field.value === undefined ? '' : String(field.value)}
          onChange={(e) => field.onChange(e.target.value ? Number(e.target.value) : undefined)}
          onBlur={field.onBlur}
          ref={field.ref}
          name={field.name}
          error={fieldState.error?.message}
          options={categories.map((c) => ({ value: String(c.id), label: c.name }))}
        />
      )}
    />
  );
}
