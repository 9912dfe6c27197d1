import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import type { ProductResource } from '@comanda/domain/menu/product';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { isApiError } from '../../../../lib/api-client';
import { notifyApiError } from '../../../../lib/form-errors';
import { notify } from '../../../../lib/toast';
import { useDeleteProductCover } from '../api/delete-product-cover';
import { useUploadProductCover } from '../api/upload-product-cover';
import { useProductT } from '../../i18n';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { COVER_MAX_BYTES, CoverFileButton, CoverPreview } from './cover-parts';
import { checkImageFile } from '../../../../lib/check-image-file';
import { FieldError, FieldHint } from '../../../../components/ui/field';

/** The API's word on a refused file: 422 on `cover` (not an image) or 413 (too large). */
function uploadErrorText(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 422) return error.errors['cover']?.[0] ?? error.message;
  if (error.status === 413) return error.message;
  return null;
}

/** A saved product's cover: shown, replaced at once on choosing a file, removed after a confirmation. */
export function CoverCard({ product }: { product: ProductResource }) {
  const pt = useProductT();
  const hintId = useId();
  const upload = useUploadProductCover();
  const remove = useDeleteProductCover();
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = upload.isPending || remove.isPending;

  async function choose(file: File) {
    setError(null);
    // A file that is not a picture never leaves the browser (a text file renamed .png included).
    const problem = await checkImageFile(file, { maxBytes: COVER_MAX_BYTES });
    if (problem) return setError(pt(problem === 'too_large' ? 'cover.tooLarge' : 'cover.notImage'));
    upload.mutate(
      { id: product.id, file },
      {
        onSuccess: () => notify.success({ title: pt('cover.saved') }),
        onError: (e) => {
          const text = uploadErrorText(e);
          if (text) setError(text);
          else notifyApiError(e);
        },
      },
    );
  }

  function removeCover() {
    remove.mutate(product.id, {
      onSuccess: () => {
        setConfirming(false);
        setError(null);
        notify.success({ title: pt('cover.removed') });
      },
      onError: (e) => {
        setConfirming(false);
        notifyApiError(e);
      },
    });
  }

  return (
    <Card title={pt('cover.label')}>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start lg:flex-col">
        <div className="relative w-full max-w-48">
          <CoverPreview src={product.cover_url} alt={pt('cover.current')} className={busy ? 'opacity-50' : undefined} />
          {upload.isPending ? (
            <p className="absolute inset-x-0 bottom-2 text-center text-xs font-medium text-gray-700" role="status">
              {pt('cover.uploading')}
            </p>
          ) : null}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap gap-2">
            <CoverFileButton
              onFile={(file) => void choose(file)}
              hasImage={product.cover_url !== null}
              disabled={remove.isPending}
              loading={upload.isPending}
              describedBy={hintId}
              invalid={error !== null}
            />
            {product.cover_url ? (
              <Button variant="ghost" icon={<Trash2 className="size-4" aria-hidden="true" />} onClick={() => setConfirming(true)} disabled={busy}>
                {pt('cover.remove')}
              </Button>
            ) : null}
          </div>
          {error ? <FieldError id={hintId}>{error}</FieldError> : <FieldHint id={hintId}>{pt('cover.hint')}</FieldHint>}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={removeCover}
        title={pt('cover.removeTitle')}
        description={pt('cover.removeText')}
        confirmLabel={pt('cover.removeConfirm')}
        pending={remove.isPending}
      />
    </Card>
  );
}
