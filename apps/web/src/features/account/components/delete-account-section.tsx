import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { deleteMeBodySchema } from '@comanda/domain/auth/auth-schemas';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors } from '../../../lib/form-errors';
import { useZodForm } from '../../../lib/use-zod-form';
import { useDeleteMe } from '../api/delete-me';
import { useProfileT } from '../i18n';
import { DialogActions } from '../../../components/ui/dialog-actions';

function ConfirmDeleteForm({ onCancel, onDeleted }: { onCancel: () => void; onDeleted: () => void }) {
  const pt = useProfileT();
  const deleteMe = useDeleteMe();
  const form = useZodForm(deleteMeBodySchema, { defaultValues: { password: '' } });
  const { register, handleSubmit, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await deleteMe.mutateAsync(values);
      onDeleted();
    } catch (error) {
      applyApiErrors(error, form);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        label={pt('delete.password')}
        type="password"
        autoComplete="current-password"
        autoFocus
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <DialogActions onCancel={onCancel} confirmLabel={pt('delete.confirm')} pending={formState.isSubmitting} tone="danger" />
    </form>
  );
}

/** Deleting the account asks for the password in a dialog; `onDeleted` ends the session. */
export function DeleteAccountSection({ onDeleted }: { onDeleted: () => void }) {
  const pt = useProfileT();
  const [open, setOpen] = useState(false);
  return (
    <Card title={pt('delete.title')} description={pt('delete.text')} className="ring-red-200">
      <Button variant="danger" icon={<Trash2 className="size-4" aria-hidden="true" />} onClick={() => setOpen(true)}>
        {pt('delete.button')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={pt('delete.dialogTitle')}
        description={pt('delete.dialogText')}
      >
        <ConfirmDeleteForm onCancel={() => setOpen(false)} onDeleted={onDeleted} />
      </Dialog>
    </Card>
  );
}
