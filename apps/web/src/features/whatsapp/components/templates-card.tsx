import { useState } from 'react';
import { WhatsappTemplateBodySchema, type WhatsappTemplate, type WhatsappTemplateBody } from '@comanda/domain/whatsapp/campaign-resource';
import { WHATSAPP_TEXT_MAX } from '@comanda/domain/whatsapp/whatsapp-resource';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { Switch } from '../../../components/ui/switch';
import { TextAreaField } from '../../../components/ui/text-area-field';
import { TextField } from '../../../components/ui/text-field';
import { applyApiErrors, notifyApiError } from '../../../lib/form-errors';
import { notify } from '../../../lib/toast';
import { useZodForm } from '../../../lib/use-zod-form';
import { useSaveTemplate, useToggleTemplate, useWhatsappTemplates } from '../api/campaigns';
import { useWhatsappT } from '../i18n';
import { CAMPAIGN_VARIABLES } from '@comanda/domain/whatsapp/campaigns';
import { cloudTemplateBody, cloudTemplateName } from '@comanda/domain/whatsapp/cloud-templates';

/** The shop's message templates (whatsapp-template): written once, switched on or off, picked when writing a campaign. */
export function TemplatesCard({ businessId, cloud = false }: { businessId: number; cloud?: boolean }) {
  const wt = useWhatsappT();
  const list = useWhatsappTemplates(businessId);
  const toggle = useToggleTemplate(businessId);
  // null: no form; 'new': a new one; a template: editing it.
  const [editing, setEditing] = useState<WhatsappTemplate | 'new' | null>(null);
  return (
    <Card
      title={wt('templates.title')}
      description={wt('templates.description')}
      actions={
        editing === null ? (
          <Button variant="secondary" size="sm" onClick={() => setEditing('new')} data-testid="template-new">
            {wt('templates.new')}
          </Button>
        ) : null
      }
    >
      {editing !== null ? <TemplateForm businessId={businessId} template={editing === 'new' ? null : editing} onDone={() => setEditing(null)} /> : null}
      {list.isError && !list.data ? (
        <LoadFailedAlert title={wt('templates.loadFailed')} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <LoadingStatus label={wt('templates.loading')} />
      ) : list.data.length === 0 ? (
        <p className="text-sm text-gray-500" data-testid="templates-empty">
          {wt('templates.empty')}
        </p>
      ) : (
        <ul className="divide-y divide-gray-100" data-testid="templates">
          {list.data.map((template) => (
            <li key={template.id} className="flex items-start gap-3 py-3 text-sm" data-testid={`template-${template.id}`}>
              <Switch
                checked={template.active}
                label={wt('templates.active', { name: template.name })}
                disabled={toggle.isPending}
                onChange={() => void toggle.mutateAsync(template.id).catch(notifyApiError)}
              />
              <div className="min-w-0 flex-1">
                <p className="font-medium text-gray-900">{template.name}</p>
                <p className="line-clamp-2 break-words whitespace-pre-line text-gray-600">{template.text}</p>
                {cloud ? (
                  // What the owner registers at Meta for the official API to take it.
                  <div className="mt-1 space-y-0.5 text-xs text-gray-500" data-testid="template-meta">
                    <p>{wt('cloud.metaName', { name: cloudTemplateName(template.name) })}</p>
                    <p className="break-words">{wt('cloud.metaBody', { body: cloudTemplateBody(template.text, CAMPAIGN_VARIABLES) })}</p>
                  </div>
                ) : null}
              </div>
              <Button variant="ghost" size="sm" onClick={() => setEditing(template)}>
                {wt('templates.edit')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function TemplateForm({ businessId, template, onDone }: { businessId: number; template: WhatsappTemplate | null; onDone: () => void }) {
  const wt = useWhatsappT();
  const save = useSaveTemplate(businessId);
  const form = useZodForm(WhatsappTemplateBodySchema, { defaultValues: { name: template?.name ?? '', text: template?.text ?? '' } as WhatsappTemplateBody });
  const { register, handleSubmit, formState } = form;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ ...values, ...(template ? { id: template.id } : {}) });
      notify.success({ title: wt('templates.saved') });
      onDone();
    } catch (error) {
      applyApiErrors(error, form);
    }
  });
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="mb-4 space-y-4 rounded-md border border-gray-200 p-4" data-testid="template-form">
      <TextField label={wt('templates.name')} maxChars={80} error={formState.errors.name?.message} {...register('name')} />
      <TextAreaField label={wt('templates.text')} hint={wt('campaigns.variables')} rows={4} maxChars={WHATSAPP_TEXT_MAX} error={formState.errors.text?.message} {...register('text')} />
      <div className="flex gap-2">
        <Button type="submit" loading={formState.isSubmitting} data-testid="template-save">
          {wt('templates.save')}
        </Button>
        <Button variant="ghost" onClick={onDone} disabled={formState.isSubmitting}>
          {wt('pacing.cancel')}
        </Button>
      </div>
    </form>
  );
}
