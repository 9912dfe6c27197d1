import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toLang } from '@comanda/domain/validation/lang';
import { Check } from 'lucide-react';
import type { PlanCard } from '@comanda/domain/billing/billing-resource';
import type { Business } from '@comanda/domain/business/business-schemas';
import { PRICING_PLANS, subscribeButtonText, upgradeButtonText } from '@comanda/domain/pricing/plan-pricing';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { LoadFailedAlert, LoadingStatus } from '../../../components/ui/query-state';
import { notifyApiError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { notify } from '../../../lib/toast';
import { usePlans, useSubscribe, useSubscription } from '../api/billing';
import { usePlansT } from '../i18n';

/** The spec's two pricing cards (§9): ESSENCIAL with the business's promotion and its savings, and PROFISSIONAL. */
export function PlanCards({ business }: { business: Business }) {
  const pt = usePlansT();
  const plans = usePlans(business.id);
  const subscription = useSubscription(business.id);
  const subscribe = useSubscribe(business.id);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<PlanCard | null>(null);
  if ((plans.isError && !plans.data) || (subscription.isError && subscription.data === undefined)) return <LoadFailedAlert title={pt('cards.loadFailed')} onRetry={() => void Promise.all([plans.refetch(), subscription.refetch()])} />;
  if (!plans.data || subscription.data === undefined) return <LoadingStatus label={pt('cards.loading')} />;
  const current = subscription.data && subscription.data.status !== 'canceled' ? subscription.data : null;
  const cards = plans.data.filter((plan) => plan.interval === 'month');
  const confirm = async () => {
    if (!chosen) return;
    try {
      await subscribe.mutateAsync(chosen.code);
      notify.success({ title: pt('cards.subscribed', { plan: chosen.name }) });
      setChosen(null);
      await navigate(paths.subscription.to());
    } catch (error) {
      notifyApiError(error);
      setChosen(null);
    }
  };
  return (
    <div className="space-y-4">
      {current ? <Alert tone="info" title={pt('cards.current', { plan: plans.data.find((p) => p.code === current.plan)?.name ?? current.plan })} testId="plans-current" /> : null}
      <div className="grid gap-6 md:grid-cols-2" data-testid="plan-cards">
        {cards.map((plan) => (
          <Card key={plan.code} plan={plan} business={business} disabled={current !== null} onChoose={() => setChosen(plan)} />
        ))}
      </div>
      <ConfirmDialog
        open={chosen !== null}
        onClose={() => setChosen(null)}
        onConfirm={() => void confirm()}
        title={pt('cards.confirmTitle', { plan: chosen?.name ?? '' })}
        description={business.plan_status.is_trial && !business.plan_status.is_expired ? pt('cards.confirmTrial') : pt('cards.confirmNow')}
        confirmLabel={pt('cards.confirm')}
        pending={subscribe.isPending}
      />
    </div>
  );
}

function Card({ plan, business, disabled, onChoose }: { plan: PlanCard; business: Business; disabled: boolean; onChoose: () => void }) {
  const pt = usePlansT();
  const lang = toLang(useTranslation().i18n.language);
  const promotion = plan.promotion;
  const label = promotion ? subscribeButtonText(promotion.price, promotion.months, lang) : upgradeButtonText(plan.code === 'essential' ? 'essential' : 'professional', lang);
  const features = plan.feature_codes.filter((code) => business.available_features[code]).map((code) => business.available_features[code]!.name);
  return (
    <section className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200" data-testid={`plan-card-${plan.code}`} aria-labelledby={`plan-${plan.code}`}>
      <h2 id={`plan-${plan.code}`} className="text-sm font-semibold tracking-wide text-brand-700">
        {plan.code === 'essential' ? PRICING_PLANS.essential.name[lang] : PRICING_PLANS.professional.name[lang]}
      </h2>
      {promotion ? (
        <>
          <p className="mt-3 inline-flex w-fit rounded-full bg-green-50 px-3 py-1 text-xs font-medium text-green-800">{promotion.label}</p>
          <p className="mt-3 text-3xl font-bold text-gray-900">
            {formatMoney(promotion.price)}
            <span className="text-base font-normal text-gray-500">{pt('cards.perMonth')}</span>
          </p>
          <p className="text-sm text-gray-600">{pt('cards.promoThen', { months: promotion.months, price: formatMoney(plan.price) })}</p>
          <p className="mt-1 text-sm font-medium text-green-700" data-testid="plan-savings">
            {pt('cards.savings', { amount: formatMoney(promotion.savings) })}
          </p>
        </>
      ) : (
        <p className="mt-3 text-3xl font-bold text-gray-900">
          {formatMoney(plan.price)}
          <span className="text-base font-normal text-gray-500">{pt('cards.perMonth')}</span>
        </p>
      )}
      <ul className="mt-4 flex-1 space-y-2 text-sm text-gray-700">
        {features.map((name) => (
          <li key={name} className="flex items-start gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-green-600" aria-hidden="true" />
            {name}
          </li>
        ))}
      </ul>
      <Button className="mt-6 h-auto min-h-11 w-full py-2" size="lg" disabled={disabled} onClick={onChoose} data-testid={`plan-choose-${plan.code}`}>
        {label}
      </Button>
    </section>
  );
}
