import { CircleAlert, CircleCheck, Clock, CreditCard } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { paths } from '../../../lib/paths';

const OUTCOMES = {
  success: CircleCheck,
  failure: CircleAlert,
  pending: Clock,
  unknown: CreditCard,
} as const;

type Outcome = keyof typeof OUTCOMES;

/** Mercado Pago's return page (back_urls): /mercadopago/success|failure|pending. */
function outcomeOf(status: string | undefined): Outcome {
  if (status === 'success' || status === 'approved') return 'success';
  if (status === 'failure' || status === 'rejected') return 'failure';
  if (status === 'pending' || status === 'in_process') return 'pending';
  return 'unknown';
}

export function Component() {
  const { t } = useTranslation();
  const outcome = outcomeOf(useParams()['status']);
  return (
    <div data-testid="page-mercadopago">
      <PageHeader title={t('pages.mercadopago.title')} description={t('pages.mercadopago.description')} />
      <div data-testid={`payment-${outcome}`}>
        <EmptyState
          icon={OUTCOMES[outcome]}
          title={t(`pages.mercadopago.${outcome}Title`)}
          description={t(`pages.mercadopago.${outcome}Text`)}
          action={
            <Link to={paths.subscription.to()} className={buttonClasses('primary')}>
              {t('pages.mercadopago.back')}
            </Link>
          }
        />
      </div>
    </div>
  );
}
