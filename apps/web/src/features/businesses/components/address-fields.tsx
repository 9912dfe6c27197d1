import type { FieldErrors, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { createBusinessBodySchema } from '@comanda/domain/business/business-schemas';
import { textLimits } from '@comanda/domain/validation/text-limit';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { BRAZIL_STATES } from '../../../lib/brazil-states';
import type { CepFilledFields } from '../lib/cep-address-patch';
import { useCepAutofill } from '../lib/use-cep-autofill';
import { formatZipcodeInput } from '../lib/zipcode-input';

/** The address fields of a business form (setup, business page). */
export type AddressValues = CepFilledFields & { zipcode: string; address_number: string; address_complement?: string | undefined };

/** Counted near their limits and refused past them (components/ui/char-limit.tsx). */
const limits = textLimits(createBusinessBodySchema);

/**
 * CEP, street, number, complement, bairro, city and state, with the CEP lookup filling what it
 * knows (use-cep-autofill); the person can always type. Takes any form holding these fields.
 */
export function AddressFields<Values extends AddressValues>({ form: given }: { form: UseFormReturn<Values> }) {
  const { t } = useTranslation();
  // react-hook-form cannot see that a generic form has these paths; the constraint says it does.
  const form = given as unknown as UseFormReturn<AddressValues>;
  const { register } = form;
  const errors: FieldErrors<AddressValues> = form.formState.errors;
  const cep = useCepAutofill({
    getValues: () => form.getValues(),
    fill: (patch, focus) => {
      const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
      for (const field of Object.keys(patch) as (keyof CepFilledFields)[]) form.setValue(field, patch[field], options);
      if (focus) form.setFocus(focus);
    },
  });
  const zipcodeField = register('zipcode');
  const states = BRAZIL_STATES.map(([value, name]) => ({ value, label: `${value} · ${name}` }));

  return (
    <div className="grid gap-5 sm:grid-cols-6">
      <TextField
        className="sm:col-span-2"
        label={t('setup.zipcode')}
        inputMode="numeric"
        autoComplete="postal-code"
        placeholder="00000-000"
        error={errors.zipcode?.message}
        // A live region that is always there, so each change of the lookup's status is read out.
        hint={<span role="status">{t(`setup.cep.${cep.status}`)}</span>}
        {...zipcodeField}
        onChange={(event) => {
          // Masked before react-hook-form reads the value, so the form holds what the field shows.
          event.target.value = formatZipcodeInput(event.target.value);
          void cep.onZipcodeChange(event.target);
          return zipcodeField.onChange(event);
        }}
      />
      <TextField
        className="sm:col-span-4"
        label={t('setup.street')}
        maxChars={limits.address_street}
        autoComplete="address-line1"
        error={errors.address_street?.message}
        {...register('address_street')}
      />
      <TextField
        className="sm:col-span-2"
        label={t('setup.number')}
        maxChars={limits.address_number}
        autoComplete="off"
        error={errors.address_number?.message}
        {...register('address_number')}
      />
      <TextField
        className="sm:col-span-4"
        label={t('setup.complement')}
        maxChars={limits.address_complement}
        optional={t('common.optional')}
        autoComplete="address-line2"
        error={errors.address_complement?.message}
        {...register('address_complement')}
      />
      <TextField
        className="sm:col-span-3"
        label={t('setup.district')}
        maxChars={limits.district}
        autoComplete="address-level3"
        error={errors.district?.message}
        {...register('district')}
      />
      <TextField
        className="sm:col-span-3"
        label={t('setup.city')}
        maxChars={limits.city}
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register('city')}
      />
      <SelectField
        className="sm:col-span-6"
        label={t('setup.state')}
        placeholder={t('setup.statePlaceholder')}
        autoComplete="address-level1"
        options={states}
        error={errors.state?.message}
        {...register('state')}
      />
    </div>
  );
}
