import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useProductT } from '../../i18n';
import { COVER_ACCEPT, COVER_MAX_BYTES, CoverFileButton, CoverPreview } from './cover-parts';
import { FieldError, FieldHint } from '../../../../components/ui/field';
import { useObjectUrl } from '../../../../lib/use-object-url';

type CoverPickerProps = {
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
};

/**
 * The cover of a product not created yet: chosen and previewed here, uploaded once the product
 * exists. Checked here by type and size, so a wrong file is caught before the product is created.
 */
export function CoverPicker({ file, onChange, disabled }: CoverPickerProps) {
  const pt = useProductT();
  const hintId = useId();
  const [error, setError] = useState<string | null>(null);

  const preview = useObjectUrl(file);

  function choose(selected: File) {
    if (!COVER_ACCEPT.split(',').includes(selected.type)) return setError(pt('cover.notImage'));
    if (selected.size > COVER_MAX_BYTES) return setError(pt('cover.tooLarge'));
    setError(null);
    onChange(selected);
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      <CoverPreview src={preview} alt={pt('cover.preview')} className="max-w-36" />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <CoverFileButton onFile={choose} hasImage={file !== null} disabled={disabled} describedBy={hintId} invalid={error !== null} />
          {file ? (
            <Button variant="ghost" icon={<X className="size-4" aria-hidden="true" />} onClick={() => onChange(null)} disabled={disabled}>
              {pt('cover.clear')}
            </Button>
          ) : null}
        </div>
        {file ? <p className="truncate text-xs text-gray-600">{file.name}</p> : null}
        {error ? <FieldError id={hintId}>{error}</FieldError> : <FieldHint id={hintId}>{pt('cover.hint')}</FieldHint>}
      </div>
    </div>
  );
}
