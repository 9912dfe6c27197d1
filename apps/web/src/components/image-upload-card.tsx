import { ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { checkImageFile, IMAGE_ACCEPT } from '../lib/check-image-file';
import { notifyApiError } from '../lib/form-errors';
import { notify } from '../lib/toast';
import { useObjectUrl } from '../lib/use-object-url';
import { Button } from './ui/button';
import { Card } from './ui/card';
import { FieldError, FieldHint } from './ui/field';

const TEXT_KEYS = ['title', 'text', 'choose', 'save', 'remove', 'hint', 'previewHint', 'notImage', 'tooLarge', 'saved', 'removed'] as const;

type ImageUploadTextKey = (typeof TEXT_KEYS)[number];
/** The texts of one image card, in the caller's words (a profile photo, a business logo). */
export type ImageUploadTexts = Record<ImageUploadTextKey, string>;

/** The card's texts from the caller's translations: `translate('title')`, `translate('choose')`… */
export function imageUploadTexts(translate: (key: ImageUploadTextKey) => string): ImageUploadTexts {
  return Object.fromEntries(TEXT_KEYS.map((key) => [key, translate(key)])) as ImageUploadTexts;
}

type MutationOptions = { onSuccess: () => void; onError: (error: unknown) => void };
interface Action<V> {
  mutate: (value: V, options: MutationOptions) => void;
  isPending: boolean;
}

interface ImageUploadCardProps {
  texts: ImageUploadTexts;
  /** The saved image's address, null when there is none. */
  current: string | null;
  /** Draws the image (the preview of a chosen file, else the saved one, else a placeholder). */
  picture: (src: string | null) => ReactNode;
  upload: Action<File>;
  remove: Action<void>;
  maxBytes: number;
  inputTestId: string;
}

/** Choose an image, see it before saving, save or remove it: the profile photo and the business logo. */
export function ImageUploadCard({ texts, current, picture, upload, remove, maxBytes, inputTestId }: ImageUploadCardProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const preview = useObjectUrl(file);

  async function choose(selected: File | undefined) {
    setError(null);
    if (!selected) return;
    // Checked by its bytes and decoded, so a renamed text file never shows as a broken image.
    const problem = await checkImageFile(selected, { maxBytes });
    if (problem) {
      if (input.current) input.current.value = '';
      return setError(problem === 'too_large' ? texts.tooLarge : texts.notImage);
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
        notify.success({ title: texts.saved });
      },
      onError: notifyApiError,
    });
  }

  return (
    <Card title={texts.title} description={texts.text}>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        {picture(preview ?? current)}
        <div className="flex flex-1 flex-col gap-3">
          <div className="flex flex-wrap gap-2">
            {file ? (
              <>
                <Button onClick={save} loading={upload.isPending}>
                  {texts.save}
                </Button>
                <Button variant="secondary" onClick={clear} disabled={upload.isPending}>
                  {t('common.cancel')}
                </Button>
              </>
            ) : (
              <>
                <label className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-gray-800 shadow-sm ring-1 ring-gray-300 ring-inset hover:bg-gray-50 focus-within:outline-2 focus-within:outline-brand-500">
                  <ImagePlus className="size-4" aria-hidden="true" />
                  {texts.choose}
                  <input
                    ref={input}
                    type="file"
                    accept={IMAGE_ACCEPT}
                    className="sr-only"
                    onChange={(e) => void choose(e.target.files?.[0])}
                    data-testid={inputTestId}
                  />
                </label>
                {current ? (
                  <Button
                    variant="ghost"
                    icon={<Trash2 className="size-4" aria-hidden="true" />}
                    loading={remove.isPending}
                    onClick={() =>
                      remove.mutate(undefined, {
                        onSuccess: () => notify.success({ title: texts.removed }),
                        onError: notifyApiError,
                      })
                    }
                  >
                    {texts.remove}
                  </Button>
                ) : null}
              </>
            )}
          </div>
          {error ? <FieldError>{error}</FieldError> : <FieldHint>{file ? texts.previewHint : texts.hint}</FieldHint>}
        </div>
      </div>
    </Card>
  );
}
