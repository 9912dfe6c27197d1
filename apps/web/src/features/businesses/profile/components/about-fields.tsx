import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { BUSINESS_SEGMENTS, createBusinessBodySchema } from '@comanda/domain/business/business-schemas';
import { documentKind, formatDocument } from '@comanda/domain/business/business-document';
import { BRAZIL_TIME_ZONES } from '@comanda/domain/business/brazil-time-zones';
import { textLimits } from '@comanda/domain/validation/text-limit';
import { PhoneField } from '../../../../components/ui/phone-field';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { useBusinessProfileT } from '../i18n';
import type { ProfileForm } from '../lib/profile-form-values';

const limits = textLimits(createBusinessBodySchema);

/** Name, segment, WhatsApp, e-mail, CPF/CNPJ and time zone. */
export function AboutFields({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const bt = useBusinessProfileT();
  const { register, formState, control } = form;
  const { errors } = formState;
  const kind = documentKind(String(useWatch({ control, name: 'document' }) ?? ''));
  const documentField = register('document');
  const segments = BUSINESS_SEGMENTS.map((value) => ({ value, label: t(`segments.${value}`) }));
  const zones = BRAZIL_TIME_ZONES.map((value) => ({ value, label: bt(`timezones.${value}`) }));

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        className="sm:col-span-2"
        label={t('setup.name')}
        maxChars={limits.name}
        autoComplete="organization"
        error={errors.name?.message}
        {...register('name')}
      />
      <SelectField label={t('setup.segment')} options={segments} error={errors.segment?.message} {...register('segment')} />
      <PhoneField label={t('setup.whatsapp')} error={errors.whatsapp?.message} {...register('whatsapp')} />
      <TextField
        label={bt('about.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        optional={t('common.optional')}
        hint={bt('about.emailHint')}
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label={bt('about.document')}
        inputMode="numeric"
        autoComplete="off"
        placeholder="00.000.000/0000-00"
        optional={t('common.optional')}
        // Says which one the digits make, so a CPF typed by mistake for a CNPJ shows at once.
        hint={kind ? bt(kind === 'cpf' ? 'about.documentCpf' : 'about.documentCnpj') : bt('about.documentHint')}
        error={errors.document?.message}
        {...documentField}
        onChange={(event) => {
          // Before react-hook-form reads the value, so the form holds what the field shows.
          event.target.value = formatDocument(event.target.value);
          return documentField.onChange(event);
        }}
      />
      <SelectField
        className="sm:col-span-2"
        label={bt('about.timezone')}
        hint={bt('about.timezoneHint')}
        options={zones}
        error={errors.timezone?.message}
        {...register('timezone')}
      />
    </div>
  );
}
