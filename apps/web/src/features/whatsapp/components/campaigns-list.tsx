import { useState } from 'react';
import type { Campaign } from '@comanda/domain/whatsapp/campaign-resource';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { cn } from '../../../lib/cn';
import { notifyApiError } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useCampaigns, useCancelCampaign } from '../api/campaigns';
import { useWhatsappT } from '../i18n';
import { QueryList } from './query-list';

const STATUS_TONES: Record<Campaign['status'], string> = {
  running: 'bg-blue-50 text-blue-700',
  done: 'bg-green-50 text-green-700',
  canceled: 'bg-gray-100 text-gray-700',
};

/** The latest campaigns, each with its live progress (the spec's bulk-sending-status) and a way to stop it. */
export function CampaignsList({ businessId }: { businessId: number }) {
  const wt = useWhatsappT();
  const list = useCampaigns(businessId);
  const cancel = useCancelCampaign(businessId);
  const [canceling, setCanceling] = useState<Campaign | null>(null);
  const stop = async () => {
    if (!canceling) return;
    try {
      await cancel.mutateAsync(canceling.id);
      notify.success({ title: wt('campaigns.canceled') });
    } catch (error) {
      notifyApiError(error);
    } finally {
      setCanceling(null);
    }
  };
  return (
    <Card title={wt('campaigns.listTitle')}>
      <QueryList query={list} texts={{ failed: wt('campaigns.loadFailed'), loading: wt('campaigns.loading'), empty: wt('campaigns.empty') }} testId="campaigns">
        {(campaign) => <CampaignRow key={campaign.id} campaign={campaign} onCancel={() => setCanceling(campaign)} />}
      </QueryList>
      <ConfirmDialog
        open={canceling !== null}
        onClose={() => setCanceling(null)}
        onConfirm={() => void stop()}
        title={wt('campaigns.cancelTitle')}
        description={wt('campaigns.cancelText')}
        confirmLabel={wt('campaigns.cancel')}
        pending={cancel.isPending}
      />
    </Card>
  );
}

function CampaignRow({ campaign, onCancel }: { campaign: Campaign; onCancel: () => void }) {
  const wt = useWhatsappT();
  const { progress } = campaign;
  const handled = progress.total - progress.queued;
  const percent = progress.total ? Math.round((handled / progress.total) * 100) : 100;
  const figures = ['sent', 'delivered', 'read', 'failed', 'skipped', 'opted_out'] as const;
  return (
    <li className="space-y-3 py-4" data-testid={`campaign-${campaign.id}`}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-gray-900">{campaign.name}</p>
          <p className="text-xs text-gray-500">
            {wt(`campaigns.segments.${campaign.segment}`)} · {formatDateTime(campaign.created_at)}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', STATUS_TONES[campaign.status])} data-testid="campaign-status">
            {wt(`campaigns.statuses.${campaign.status}`)}
          </span>
          {campaign.status === 'running' ? (
            <Button variant="secondary" size="sm" onClick={onCancel} data-testid="campaign-cancel">
              {wt('campaigns.cancel')}
            </Button>
          ) : null}
        </div>
      </div>
      <div>
        <div className="h-2 overflow-hidden rounded-full bg-gray-100" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label={wt('campaigns.progressLabel', { name: campaign.name })}>
          <div className="h-full rounded-full bg-green-500 transition-all" style={{ width: `${percent}%` }} />
        </div>
        <p className="mt-1 text-xs text-gray-600" data-testid="campaign-handled">
          {wt('campaigns.handled', { handled, total: progress.total })}
          {progress.emailed ? ` · ${wt('campaigns.emailed', { count: progress.emailed })}` : ''}
          {campaign.estimated_finish_at ? ` · ${wt('campaigns.estimate', { when: formatDateTime(campaign.estimated_finish_at) })}` : ''}
        </p>
      </div>
      <dl className="grid grid-cols-3 gap-2 text-center sm:grid-cols-6">
        {figures.map((figure) => (
          <div key={figure} className="rounded-md bg-gray-50 px-2 py-1.5" data-testid={`campaign-${figure}`}>
            <dt className="text-xs text-gray-500">{wt(`campaigns.figures.${figure}`)}</dt>
            <dd className="text-sm font-semibold text-gray-900">{progress[figure]}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
}
