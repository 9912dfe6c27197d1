import { Paperclip } from 'lucide-react';
import { formatPhone } from '@comanda/domain/phone/phone';
import type { WhatsappMessage, WhatsappMessageStatus } from '@comanda/domain/whatsapp/whatsapp-resource';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatDateTime } from '../../../lib/format';
import { useWhatsappMessages } from '../api/whatsapp';
import { useWhatsappT } from '../i18n';
import { QueryList } from './query-list';

const TONES: Record<WhatsappMessageStatus, string> = {
  queued: 'bg-gray-100 text-gray-700',
  sending: 'bg-blue-50 text-blue-700',
  sent: 'bg-blue-50 text-blue-700',
  delivered: 'bg-green-50 text-green-700',
  read: 'bg-green-100 text-green-800',
  failed: 'bg-red-50 text-red-700',
  unknown: 'bg-amber-50 text-amber-800',
  canceled: 'bg-gray-100 text-gray-600',
  skipped: 'bg-gray-100 text-gray-600',
};

/** The latest messages and where each one is: queued (the outbox), sent, delivered, read, failed. */
export function MessagesCard({ businessId }: { businessId: number }) {
  const wt = useWhatsappT();
  const list = useWhatsappMessages(businessId);
  return (
    <Card title={wt('messages.title')}>
      <QueryList query={list} texts={{ failed: wt('messages.loadFailed'), loading: wt('messages.loading'), empty: wt('messages.empty') }} testId="whatsapp-messages">
        {(message) => <MessageRow key={message.id} message={message} />}
      </QueryList>
    </Card>
  );
}

function MessageRow({ message }: { message: WhatsappMessage }) {
  const wt = useWhatsappT();
  const to = message.customer_name ?? (message.to.endsWith('@g.us') ? wt('send.group') : (formatPhone(message.to) ?? message.to));
  return (
    <li className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:items-start sm:gap-4" data-testid={`whatsapp-message-${message.id}`}>
      <div className="min-w-0 flex-1">
        <p className="font-medium text-gray-900">{to}</p>
        {message.text ? <p className="line-clamp-2 break-words whitespace-pre-line text-gray-600">{message.text}</p> : null}
        {message.media ? (
          <p className="mt-1 inline-flex items-center gap-1 text-xs text-gray-600" data-testid="whatsapp-message-media">
            <Paperclip className="size-3.5" aria-hidden />
            {message.media.file_name ?? wt('send.image')}
          </p>
        ) : null}
        {message.status === 'unknown' ? <p className="mt-1 text-xs text-amber-800">{wt('messages.unknownHint')}</p> : null}
        {message.status === 'failed' && (message.error === 'outside_window' || message.error === 'template') ? (
          <p className="mt-1 text-xs text-red-700" data-testid="whatsapp-message-failure">
            {wt(`messages.failures.${message.error}`)}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 items-center gap-3 sm:flex-col sm:items-end sm:gap-1">
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium', TONES[message.status])} data-testid="whatsapp-message-status">
          {wt(`messages.statuses.${message.status}`)}
        </span>
        <time className="text-xs text-gray-500" dateTime={message.created_at}>
          {formatDateTime(message.created_at)}
        </time>
      </div>
    </li>
  );
}
