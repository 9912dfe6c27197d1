import { ImageOff, ImagePlus } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../lib/cn';
import { useProductT } from '../../i18n';
import { IMAGE_ACCEPT } from '../../../../lib/check-image-file';

/** The API's default upload limit (UPLOAD_LIMIT_BYTES). */
export const COVER_MAX_BYTES = 5 * 1024 * 1024;

/** The cover as customers will see it, or an empty frame saying there is none. */
export function CoverPreview({ src, alt, className }: { src: string | null; alt: string; className?: string }) {
  const pt = useProductT();
  return (
    <div
      className={cn(
        'flex aspect-square w-full max-w-48 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-gray-100 ring-1 ring-gray-200',
        className,
      )}
    >
      {src ? (
        <img src={src} alt={alt} className="size-full object-cover" data-testid="cover-preview" />
      ) : (
        <div className="flex flex-col items-center gap-2 px-3 text-center text-gray-400">
          <ImageOff className="size-8" aria-hidden="true" />
          <span className="text-xs font-medium text-gray-500">{pt('cover.none')}</span>
        </div>
      )}
    </div>
  );
}

type CoverFileButtonProps = {
  onFile: (file: File) => void;
  hasImage: boolean;
  disabled?: boolean;
  loading?: boolean;
  describedBy?: string | undefined;
  invalid?: boolean;
};

/**
 * The file input, named "Imagem de capa" (so getByLabel and setInputFiles find it), hidden behind
 * a button: a styled button reads better than the browser's own file control and works the same
 * with the keyboard.
 */
export function CoverFileButton({ onFile, hasImage, disabled, loading, describedBy, invalid }: CoverFileButtonProps) {
  const pt = useProductT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-label={pt('cover.label')}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        className="sr-only"
        tabIndex={-1}
        disabled={disabled || loading}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared so that choosing the same file again (after an error) still fires a change.
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        variant="secondary"
        icon={<ImagePlus className="size-4" aria-hidden="true" />}
        onClick={() => input.current?.click()}
        disabled={disabled}
        loading={loading}
      >
        {pt(hasImage ? 'cover.replace' : 'cover.choose')}
      </Button>
    </>
  );
}
