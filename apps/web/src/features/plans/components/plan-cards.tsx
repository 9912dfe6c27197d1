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
import { formatDate, formatMoney } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { notify } from '../../../lib/toast';
import { useChangePlan, usePlans, useSubscribe, useSubscription } from '../api/billing';
import { usePlansT } from '../i18n';

/** The spec's two pricing cards (§9): ESSENCIAL with the business's promotion and its savings, and PROFISSIONAL. */
export function PlanCards({ business }: { business: Business }) {
  const pt = usePlansT();
  const plans = usePlans(business.id);
  const subscription = useSubscription(business.id);
  const subscribe = useSubscribe(business.id);
  const changePlan = useChangePlan(business.id);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<PlanCard | null>(null);
  if ((plans.isError && !plans.data) || (subscription.isError && subscription.data === undefined)) return <LoadFailedAlert title={pt('cards.loadFailed')} onRetry={() => void Promise.all([plans.refetch(), subscription.refetch()])} />;
  if (!plans.data || subscription.data === undefined) return <LoadingStatus label={pt('cards.loading')} />;
  const current = subscription.data && subscription.data.status !== 'canceled' ? subscription.data : null;
  const cards = plans.data.filter((plan) => plan.interval === 'month');
  const currentPlan = current ? plans.data.find((p) => p.code === current.plan) : undefined;
  const move = (plan: PlanCard): Move => (!current ? 'subscribe' : plan.code === current.plan ? 'current' : current.status === 'trialing' ? 'switch' : plan.price > (currentPlan?.price ?? 0) ? 'upgrade' : 'downgrade');
  const confirm = async () => {
    if (!chosen) return;
    try {
      if (current) {
        const done = await changePlan.mutateAsync(chosen.code);
        const title =
          done.takes_effect === 'when_paid'
            ? pt('cards.payDifference', { amount: formatMoney(done.invoice?.total ?? 0), plan: chosen.name })
            : done.takes_effect === 'at_period_end'
              ? pt('cards.changesAtPeriodEnd', { plan: chosen.name, date: formatDate(done.subscription.period_end) })
              : pt('cards.changed', { plan: chosen.name });
        notify.success({ title });
      } else {
        await subscribe.mutateAsync(chosen.code);
        notify.success({ title: pt('cards.subscribed', { plan: chosen.name }) });
      }
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
          <Card key={plan.code} plan={plan} business={business} move={move(plan)} disabled={current !== null && (current.status === 'past_due' || current.status === 'suspended')} onChoose={() => setChosen(plan)} />
        ))}
      </div>
      <ConfirmDialog
        open={chosen !== null}
        onClose={() => setChosen(null)}
        onConfirm={() => void confirm()}
        title={pt(current ? 'cards.changeTitle' : 'cards.confirmTitle', { plan: chosen?.name ?? '' })}
        description={chosen ? confirmText(pt, move(chosen), business) : ''}
        confirmLabel={pt(current ? 'cards.change' : 'cards.confirm')}
        pending={subscribe.isPending || changePlan.isPending}
      />
    </div>
  );
}

/** What choosing a card does: take a first plan, or move from the one the business has. */
type Move = 'subscribe' | 'current' | 'switch' | 'upgrade' | 'downgrade';

function confirmText(pt: ReturnType<typeof usePlansT>, move: Move, business: Business): string {
  if (move === 'upgrade') return pt('cards.confirmUpgrade');
  if (move === 'downgrade') return pt('cards.confirmDowngrade');
  if (move === 'switch') return pt('cards.confirmSwitch');
  return business.plan_status.is_trial && !business.plan_status.is_expired ? pt('cards.confirmTrial') : pt('cards.confirmNow');
}

function Card({ plan, business, move, disabled, onChoose }: { plan: PlanCard; business: Business; move: Move; disabled: boolean; onChoose: () => void }) {
  const pt = usePlansT();
  const lang = toLang(useTranslation().i18n.language);
  const promotion = move === 'subscribe' ? plan.promotion : null;
  const pricing = plan.code === 'essential' ? 'essential' : 'professional';
  const label =
    move === 'current' ? pt('cards.yourPlan') : move === 'downgrade' ? pt('cards.downgrade', { plan: PRICING_PLANS[pricing].name[lang] }) : promotion ? subscribeButtonText(promotion.price, promotion.months, lang) : upgradeButtonText(pricing, lang);
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
      <Button className="mt-6 h-auto min-h-11 w-full py-2" size="lg" variant={move === 'current' || move === 'downgrade' ? 'secondary' : 'primary'} disabled={disabled || move === 'current'} onClick={onChoose} data-testid={`plan-choose-${plan.code}`}>
        {label}
      </Button>
    </section>
  );
}
