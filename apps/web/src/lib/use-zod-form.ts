import { useForm, type FieldValues, type Resolver, type UseFormProps } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { FieldLabelOverrides } from '@comanda/domain/validation/field-labels';
import { toLang } from '@comanda/domain/validation/lang';
import { useFocusFirstErrorAfterSubmit } from './focus-first-error';

// A schema wrapped in `.refine()` through a `z.ZodType<T>` parameter reports its input as unknown;
// the form then edits values of the output shape, which is what the fields hold anyway.
type FormInput<S extends z.ZodType> = unknown extends z.input<S> ? z.output<S> : z.input<S>;

/** A schema, or a loader of one for forms whose page must not wait for zod (the login page). */
export type SchemaSource<S> = S | (() => Promise<S>);

// The resolver and the domain's message catalogue are only needed once a form is validated.
const loadResolver = () => import('./form-validation');

/**
 * react-hook-form validated by a domain schema (`zodResolver(schema, { error: zodErrorMap(lang) })`),
 * with the domain's messages in the current UI language. With a loader, the schema (and zod with
 * it) is fetched on the first validation; call the loader on focus to have it ready earlier.
 */
export function useZodForm<Schema extends z.ZodType<FieldValues, unknown>>(
  source: SchemaSource<Schema>,
  options: Omit<UseFormProps<FormInput<Schema> & FieldValues, unknown, z.output<Schema>>, 'resolver'> & {
    /** Names for fields the domain's label list lacks, as {field} in messages. */
    labels?: FieldLabelOverrides;
  } = {},
) {
  const { labels, ...formOptions } = options;
  const { i18n } = useTranslation();
  const lang = toLang(i18n.language);
  type Values = FormInput<Schema> & FieldValues;
  type Output = z.output<Schema>;
  const resolver: Resolver<Values, unknown, Output> = async (values, context, resolverOptions) => {
    const [schema, { domainResolver }] = await Promise.all([
      typeof source === 'function' ? source() : source,
      loadResolver(),
    ]);
    const validate = domainResolver(schema, lang, labels) as unknown as Resolver<Values, unknown, Output>;
    return validate(values, context, resolverOptions);
  };
  // Focus on the first error is ours (useFocusFirstErrorAfterSubmit), once the fields are enabled again.
  const form = useForm<Values, unknown, Output>({ mode: 'onSubmit', reValidateMode: 'onChange', shouldFocusError: false, ...formOptions, resolver });
  useFocusFirstErrorAfterSubmit(form);
  return form;
}
