import { Store } from 'lucide-react';
import type { Business } from '@comanda/domain/business/business-schemas';
import { ImageUploadCard, imageUploadTexts } from '../../../../components/image-upload-card';
import { useDeleteBusinessLogo, useUploadBusinessLogo } from '../api/business-logo';
import { useBusinessProfileT } from '../i18n';

const MAX_BYTES = 2 * 1024 * 1024;

/** The business's logo (receipts, the digital menu, the top bar): choose, preview, save or remove. */
export function LogoSection({ business }: { business: Business }) {
  const bt = useBusinessProfileT();
  const upload = useUploadBusinessLogo(business.id);
  const remove = useDeleteBusinessLogo(business.id);
  return (
    <ImageUploadCard
      texts={imageUploadTexts((key) => bt(`logo.${key}`))}
      current={business.logo}
      picture={(src) => (
        <span className="inline-flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-xl bg-gray-100 ring-1 ring-gray-200" aria-hidden="true">
          {src ? <img src={src} alt="" className="size-full object-cover" /> : <Store className="size-8 text-gray-400" />}
        </span>
      )}
      upload={upload}
      remove={remove}
      maxBytes={MAX_BYTES}
      inputTestId="logo-input"
    />
  );
}
