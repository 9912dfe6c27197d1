import { CloudConnectionBodySchema } from '@comanda/domain/whatsapp/whatsapp-resource';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useConnectCloud } from '../api/whatsapp';
import { useWhatsappT } from '../i18n';

/** A verify token to start with: the owner may keep it (it only has to match what they paste into Meta). */
const suggestedToken = () => `comanda-${Array.from(crypto.getRandomValues(new Uint8Array(9)), (b) => b.toString(16).padStart(2, '0')).join('')}`;

/**
 * The official API: the restaurant's own Meta app (WhatsApp → API Setup). The server asks Meta before
 * keeping anything, and says which field Meta refused; the secrets are never shown again.
 */
export function CloudConnectForm({ businessId, onDone, onCancel }: { businessId: number; onDone: () => void; onCancel: (() => void) | null }) {
  const wt = useWhatsappT();
  const connect = useConnectCloud(businessId);
  const form = useZodForm(CloudConnectionBodySchema, { defaultValues: { phone_number_id: '', access_token: '', app_secret: '', verify_token: suggestedToken() } });
  const { register, handleSubmit, formState } = form;
  const errors = formState.errors;
  const pending = formState.isSubmitting;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await connect.mutateAsync(values);
      notify.success({ title: wt('cloud.connected') });
      onDone();
    } catch (error) {
      applyApiErrors(error, form);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4" data-testid="whatsapp-cloud-form">
      <p className="text-sm text-gray-600">{wt('cloud.howTo')}</p>
      <TextField label={wt('cloud.phoneNumberId')} inputMode="numeric" autoComplete="off" spellCheck={false} disabled={pending} error={errors.phone_number_id?.message} {...register('phone_number_id')} />
      <TextField label={wt('cloud.accessToken')} hint={wt('cloud.accessTokenHint')} type="password" autoComplete="off" spellCheck={false} disabled={pending} error={errors.access_token?.message} {...register('access_token')} />
      <TextField label={wt('cloud.appSecret')} hint={wt('cloud.appSecretHint')} type="password" autoComplete="off" spellCheck={false} disabled={pending} error={errors.app_secret?.message} {...register('app_secret')} />
      <TextField label={wt('cloud.verifyToken')} hint={wt('cloud.verifyTokenHint')} autoComplete="off" spellCheck={false} disabled={pending} error={errors.verify_token?.message} {...register('verify_token')} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={pending} data-testid="whatsapp-cloud-connect">
          {wt('cloud.connect')}
        </Button>
        {onCancel ? (
          <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
            {wt('cloud.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
