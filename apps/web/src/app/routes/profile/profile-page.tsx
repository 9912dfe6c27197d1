import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { AvatarSection } from '../../../features/account/components/avatar-section';
import { DeleteAccountSection } from '../../../features/account/components/delete-account-section';
import { EmailChangeForm } from '../../../features/account/components/email-change-form';
import { ProfileDetailsForm } from '../../../features/account/components/profile-details-form';
import { WhatsappChangeForm } from '../../../features/account/components/whatsapp-change-form';
import { notify } from '../../../lib/toast';
import { paths } from '../../../lib/paths';
import { clearSession } from '../../session';
import { useProfileT } from '../../../features/account/i18n';
import { useUser } from '../../use-session';

export function Component() {
  const pt = useProfileT();
  const user = useUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  async function onDeleted() {
    notify.success({ title: pt('delete.deleted'), description: pt('delete.deletedText') });
    // Cleared first: the login page sends anyone still cached as logged in back home.
    clearSession(queryClient);
    await navigate(paths.login.to(), { replace: true });
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={pt('title')} description={pt('description')} />
      <div className="space-y-6">
        <ProfileDetailsForm key={`${user.full_name}-${user.lang}`} user={user} />
        <AvatarSection user={user} />
        <EmailChangeForm user={user} />
        <WhatsappChangeForm user={user} />
        <DeleteAccountSection onDeleted={() => void onDeleted()} />
      </div>
    </div>
  );
}
