import { updateEmailBodySchema } from '@comanda/domain/auth/auth-schemas';
import type { User } from '@comanda/domain/auth/user-schema';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useUpdateEmail } from '../api/update-email';
import { useProfileT } from '../i18n';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';

/** The new address receives a link; the e-mail changes when it is opened (/email-change). */
export function EmailChangeForm({ user }: { user: User }) {
  const pt = useProfileT();
  const updateEmail = useUpdateEmail();
  const form = useZodForm(updateEmailBodySchema, { defaultValues: { email: '', password: '' } });
  const { register, handleSubmit, formState, reset } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const res = await updateEmail.mutateAsync(values);
      reset();
      notify.info({ title: pt('email.sentTitle', { email: values.email }), description: res.message });
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  return (
    <Card
      title={pt('email.title')}
      description={
        user.email === null ? (
          pt('email.none')
        ) : (
          <>
            {pt('email.current')} <strong className="font-semibold text-gray-800">{user.email}</strong>
          </>
        )
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-5">
        <UnsavedChangesGuard when={formState.isDirty && !formState.isSubmitting} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            label={pt('email.newEmail')}
            type="email"
            autoComplete="email"
            inputMode="email"
            error={formState.errors.email?.message}
            {...register('email')}
          />
          <TextField
            label={pt('email.password')}
            type="password"
            autoComplete="current-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
        </div>
        <div className="flex justify-end">
          <Button type="submit" loading={formState.isSubmitting}>
            {pt('email.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
