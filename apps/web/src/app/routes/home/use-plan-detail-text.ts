import { useTranslation } from 'react-i18next';
import type { PlanStatus } from '@comanda/domain/plans/plan-status-schema';
import { useHomeT } from '../../../features/dashboard/i18n';
import { formatDate } from '../../../lib/format';
import { planDetail } from '../../../features/plans/lib/plan-detail';

/** planDetail in words, for the pages that load the home texts (home and /subscription). */
export function usePlanDetailText(status: PlanStatus | undefined): string | null {
  const { t } = useTranslation();
  const ht = useHomeT();
  const detail = status ? planDetail(status) : null;
  switch (detail?.kind) {
    case 'trialDays':
      return ht('trialDays', { count: detail.count });
    case 'trialEnded':
      return ht('trialEnded');
    case 'expiredOn':
      return t('pages.subscription.expiredOn', { date: formatDate(detail.date) });
    case 'validUntil':
      return ht('validUntil', { date: formatDate(detail.date) });
    default:
      return null;
  }
}
