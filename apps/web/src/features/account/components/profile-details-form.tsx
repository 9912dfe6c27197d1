import { useTranslation } from 'react-i18next';
import { updateMeBodySchema } from '@comanda/domain/auth/auth-schemas';
import { textLimit } from '@comanda/domain/validation/text-limit';
import type { User } from '@comanda/domain/auth/user-schema';
import { LANGS } from '@comanda/domain/validation/lang';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { setLocale } from '../../../lib/i18n';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateMe } from '../api/update-me';
import { useProfileT } from '../i18n';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';

const NAME_MAX = textLimit(updateMeBodySchema.shape.name);

export function ProfileDetailsForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const pt = useProfileT();
  const updateMe = useUpdateMe();
  const form = useZodForm(updateMeBodySchema, { defaultValues: { name: user.full_name, lang: user.lang } });
  const { register, handleSubmit, formState, reset } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await updateMe.mutateAsync(values);
      await setLocale(updated.lang);
      reset({ name: updated.full_name, lang: updated.lang });
      notify.success({ title: pt('details.saved') });
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  const languages = LANGS.map((lang) => ({ value: lang, label: t(`language.names.${lang}`) }));

  return (
    <Card title={pt('details.title')} description={pt('details.text')}>
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t('fields.name')} autoComplete="name" maxChars={NAME_MAX} error={formState.errors.name?.message} {...register('name')} />
          <SelectField
            label={t('language.label')}
            options={languages}
            error={formState.errors.lang?.message}
            {...register('lang')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
            {t('common.saveChanges')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
