import { useTranslation } from 'react-i18next';
import { SLUG_MAX, publicLinkPath, slugFromName, typedSlug } from '@comanda/domain/business/business-slug';
import { isSlug } from '@comanda/domain/validation/predicates';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { useBusinessProfileT } from '../i18n';
import type { ProfileForm } from '../lib/profile-form-values';

/** The slug of the public link, a suggestion from the name while it is empty, and the link it makes. */
export function PublicLinkFields({ form, disabled }: { form: ProfileForm; disabled: boolean }) {
  const { t } = useTranslation();
  const bt = useBusinessProfileT();
  const { register, formState, watch, setValue } = form;
  const slug = String(watch('slug') ?? '');
  const suggestion = slug === '' ? slugFromName(watch('name')) : '';
  const link = isSlug(slug) ? `${window.location.origin}${publicLinkPath(slug)}` : null;

  return (
    <div className="space-y-4">
      <TextField
        label={bt('link.slug')}
        maxChars={SLUG_MAX}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        optional={t('common.optional')}
        hint={bt('link.slugHint')}
        disabled={disabled}
        error={formState.errors.slug?.message}
        {...register('slug', {
          onChange: (event: { target: HTMLInputElement }) => {
            event.target.value = typedSlug(event.target.value);
          },
        })}
      />
      {suggestion ? (
        <Button
          size="sm"
          variant="secondary"
          disabled={disabled}
          onClick={() => setValue('slug', suggestion, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
        >
          {bt('link.suggest', { slug: suggestion })}
        </Button>
      ) : null}
      <div className="rounded-lg bg-gray-50 px-4 py-3 text-sm ring-1 ring-gray-200 ring-inset" data-testid="public-link-preview">
        <p className="font-medium text-gray-700">{bt('link.preview')}</p>
        {link ? <p className="mt-1 font-mono break-all text-brand-700">{link}</p> : <p className="mt-1 text-gray-500">{bt('link.previewEmpty')}</p>}
      </div>
    </div>
  );
}
