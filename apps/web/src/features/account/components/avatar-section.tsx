import type { User } from '@comanda/domain/auth/user-schema';
import { ImageUploadCard, imageUploadTexts } from '../../../components/image-upload-card';
import { Avatar } from '../../../components/ui/avatar';
import { useDeleteAvatar } from '../api/delete-avatar';
import { useProfileT } from '../i18n';
import { useUploadAvatar } from '../api/upload-avatar';

const MAX_BYTES = 2 * 1024 * 1024;

/** The profile photo: choose, preview, save or remove. */
export function AvatarSection({ user }: { user: User }) {
  const pt = useProfileT();
  const upload = useUploadAvatar();
  const remove = useDeleteAvatar();
  return (
    <ImageUploadCard
      texts={imageUploadTexts((key) => pt(`avatar.${key}`))}
      current={user.avatar}
      picture={(src) => <Avatar src={src} initials={user.initials} className="size-20 text-2xl" />}
      upload={upload}
      remove={remove}
      maxBytes={MAX_BYTES}
      inputTestId="avatar-input"
    />
  );
}
