import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SLUG_MAX, publicLinkPath, slugFromName, typedSlug } from '@comanda/domain/business/business-slug';
import { isSlug } from '@comanda/domain/validation/predicates';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { useBusinessProfileT } from '../i18n';
import type { ProfileForm } from '../lib/profile-form-values';

/** The slug of the public link, a suggestion from the name while it is empty, and the link it makes. */
export function PublicLinkFields({ form, token }: { form: ProfileForm; token: string }) {
  const { t } = useTranslation();
  const bt = useBusinessProfileT();
  const { register, formState, setValue, control } = form;
  const slug = String(useWatch({ control, name: 'slug' }) ?? '');
  const name = useWatch({ control, name: 'name' });
  const slugField = register('slug');
  const suggestion = slug === '' ? slugFromName(name) : '';
  const link = isSlug(slug) ? `${window.location.origin}${publicLinkPath({ slug, token })}` : null;

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
        error={formState.errors.slug?.message}
        {...slugField}
        onChange={(event) => {
          // Before react-hook-form reads the value, so the form holds what the field shows.
          event.target.value = typedSlug(event.target.value);
          return slugField.onChange(event);
        }}
      />
      {suggestion ? (
        <Button
          size="sm"
          variant="secondary"
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
