import { X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useProductT } from '../../i18n';
import { COVER_MAX_BYTES, CoverFileButton, CoverPreview } from './cover-parts';
import { FieldError, FieldHint } from '../../../../components/ui/field';
import { useObjectUrl } from '../../../../lib/use-object-url';
import { checkImageFile } from '../../../../lib/check-image-file';

type CoverPickerProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The API's word on the cover sent with the product (422 on `cover`), shown like a local one. */
  error?: string | null | undefined;
  disabled?: boolean;
};

/**
 * The cover of a product not created yet: chosen and previewed here, sent with the product in the
 * same request. Checked here first (its bytes must decode as a JPEG, PNG or WebP), so a text file
 * renamed .png is refused under the field instead of showing a broken preview.
 */
export function CoverPicker({ file, onChange, error: apiError, disabled }: CoverPickerProps) {
  const pt = useProductT();
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const latest = useRef<File | null>(null);

  const preview = useObjectUrl(file);

  async function choose(selected: File) {
    latest.current = selected;
    setChecking(true);
    const problem = await checkImageFile(selected, { maxBytes: COVER_MAX_BYTES });
    if (latest.current !== selected) return; // another file was chosen meanwhile
    setChecking(false);
    if (problem) {
      setError(pt(problem === 'too_large' ? 'cover.tooLarge' : 'cover.notImage'));
      onChange(null);
      return;
    }
    setError(null);
    onChange(selected);
  }

  const shown = error ?? apiError ?? null;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <CoverPreview src={preview} alt={pt('cover.preview')} className="max-w-36" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <CoverFileButton
            onFile={(selected) => void choose(selected)}
            hasImage={file !== null}
            disabled={disabled}
            loading={checking}
            describedBy={hintId}
            invalid={shown !== null}
          />
          {file ? (
            <Button variant="ghost" icon={<X className="size-4" aria-hidden="true" />} onClick={() => onChange(null)} disabled={disabled}>
              {pt('cover.clear')}
            </Button>
          ) : null}
        </div>
        {file ? <p className="truncate text-xs text-gray-600">{file.name}</p> : null}
        {shown ? <FieldError id={hintId}>{shown}</FieldError> : <FieldHint id={hintId}>{pt('cover.hint')}</FieldHint>}
      </div>
    </div>
  );
}
