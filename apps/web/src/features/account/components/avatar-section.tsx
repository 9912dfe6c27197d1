import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@comanda/domain/auth/user-schema';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { notifyApiError } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useDeleteAvatar } from '../api/delete-avatar';
import { useUploadAvatar } from '../api/upload-avatar';
import { FieldError, FieldHint } from '../../../components/ui/field';
import { useObjectUrl } from '../../../lib/use-object-url';
import { checkImageFile, IMAGE_ACCEPT } from '../../../lib/check-image-file';

const MAX_BYTES = 2 * 1024 * 1024;

/** Choose a photo, see it before saving, save or remove it. */
export function AvatarSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();

  const preview = useObjectUrl(file);

  async function choose(selected: File | undefined) {
    setError(null);
    if (!selected) return;
    // Checked by its bytes and decoded, so a renamed text file never shows as a broken photo.
    const problem = await checkImageFile(selected, { maxBytes: MAX_BYTES });
    if (problem) {
      if (input.current) input.current.value = '';
      return setError(t(problem === 'too_large' ? 'profile.avatar.tooLarge' : 'profile.avatar.notImage'));
    }
    setFile(selected);
  }

  function clear() {
    setFile(null);
    if (input.current) input.current.value = '';
  }

  function save() {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        clear();
        notify.success({ title: t('profile.avatar.saved') });
      },
      onError: notifyApiError,
    });
  }

  return (
    <Card title={t('profile.avatar.title')} description={t('profile.avatar.text')}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar src={preview ?? user.avatar} initials={user.initials} className="size-20 text-2xl" />
        <div className="flex flex-1 flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            {file ? (
              <>
                <Button onClick={save} loading={upload.isPending}>
                  {t('profile.avatar.save')}
                </Button>
                <Button variant="secondary" onClick={clear} disabled={upload.isPending}>
                  {t('common.cancel')}
                </Button>
              </>
            ) : (
              <>
                <label
                  className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-gray-800 shadow-sm ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-within:outline-2 focus-within:outline-brand-500"
                >
                  <ImagePlus className="size-4" aria-hidden="true" />
                  {t('profile.avatar.choose')}
                  <input
                    ref={input}
                    type="file"
                    accept={IMAGE_ACCEPT}
                    className="sr-only"
                    onChange={(e) => void choose(e.target.files?.[0])}
                    data-testid="avatar-input"
                  />
                </label>
                {user.avatar ? (
                  <Button
                    variant="ghost"
                    icon={<Trash2 className="size-4" aria-hidden="true" />}
                    loading={remove.isPending}
                    onClick={() =>
                      remove.mutate(undefined, {
                        onSuccess: () => notify.success({ title: t('profile.avatar.removed') }),
                        onError: notifyApiError,
                      })
                    }
                  >
                    {t('profile.avatar.remove')}
                  </Button>
                ) : null}
              </>
            )}
          </div>
          {error ? <FieldError>{error}</FieldError> : <FieldHint>{file ? t('profile.avatar.previewHint') : t('profile.avatar.hint')}</FieldHint>}
        </div>
      </div>
    </Card>
  );
}
