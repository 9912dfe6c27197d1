import * as RadixDialog from '@radix-ui/react-dialog';
import { Check, Lock, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Business } from '@comanda/domain/business/business-schemas';
import { blockedFeatures } from '@comanda/domain/features/feature-access';
import { upgradePlanFor, type UpgradeContext } from '@comanda/domain/features/upgrade-contexts';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import { usePlansT } from '../i18n';

type UpgradeModalProps = {
  /** The feature context it is open with; null: closed. */
  context: UpgradeContext | null;
  business: Pick<Business, 'feature_codes' | 'plan_status' | 'available_features'>;
  onClose: () => void;
};

const BENEFITS = ['b1', 'b2', 'b3'] as const;

/**
 * The upgrade modal (spec §4, §9): what the context's plan brings, the features the business lacks
 * (at most 8, never the basic ones), the way to /subscription, and 'Não, obrigado…'. A click on
 * the backdrop does not close it (spec); Esc does, as the decline button does.
 */
export function UpgradeModal({ context, business, onClose }: UpgradeModalProps) {
  const plansT = usePlansT();
  // While closing, keep the texts of the context it was open with.
  const [shown, setShown] = useState(context ?? 'default');
  if (context !== null && context !== shown) setShown(context);
  const plan = plansT(`planNames.${upgradePlanFor(shown)}`);
  const blocked = blockedFeatures(business, business.available_features);

  return (
    <RadixDialog.Root open={context !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-70 bg-gray-900/60" />
        <RadixDialog.Content
          className="fixed top-1/2 left-1/2 z-70 max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white shadow-xl focus:outline-none"
          onInteractOutside={(event) => event.preventDefault()}
          data-testid="upgrade-modal"
          data-context={shown}
        >
          <div className="rounded-t-2xl bg-gradient-to-br from-brand-600 to-brand-700 px-6 pt-6 pb-5 text-white">
            <span className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-2.5 py-1 text-xs font-semibold tracking-wide uppercase">
              <Sparkles className="size-3.5" aria-hidden="true" />
              {plansT('badge', { plan })}
            </span>
            <RadixDialog.Title className="mt-3 text-xl font-bold text-balance">{plansT(`contexts.${shown}.title`)}</RadixDialog.Title>
            <RadixDialog.Description className="mt-2 text-sm text-white/90">{plansT(`contexts.${shown}.description`)}</RadixDialog.Description>
          </div>
          <div className="space-y-5 px-6 py-5">
            <section aria-labelledby="upgrade-benefits">
              <h3 id="upgrade-benefits" className="text-sm font-semibold text-gray-900">
                {plansT('benefitsTitle')}
              </h3>
              <ul className="mt-2 space-y-2 text-sm text-gray-700">
                {BENEFITS.map((key) => (
                  <li key={key} className="flex gap-2">
                    <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden="true" />
                    {plansT(`contexts.${shown}.benefits.${key}`)}
                  </li>
                ))}
              </ul>
            </section>
            {blocked.length > 0 ? (
              <section aria-labelledby="upgrade-blocked">
                <h3 id="upgrade-blocked" className="text-sm font-semibold text-gray-900">
                  {plansT('blockedTitle')}
                </h3>
                <ul className="mt-2 flex flex-wrap gap-1.5" data-testid="upgrade-blocked-features">
                  {blocked.map((feature) => (
                    <li key={feature.code} className="inline-flex items-center gap-1 rounded-full bg-gray-100 px-2.5 py-1 text-xs font-medium text-gray-700">
                      <Lock className="size-3" aria-hidden="true" />
                      {feature.name}
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <div className="flex flex-col gap-2 pt-1">
              <Link to={paths.plans.to()} onClick={onClose} className={buttonClasses('primary', 'lg', 'w-full')}>
                {plansT('upgrade', { plan })}
              </Link>
              <button
                type="button"
                onClick={onClose}
                className="rounded-lg px-3 py-2 text-sm font-medium text-gray-600 hover:bg-gray-100 hover:text-gray-900"
              >
                {plansT('decline')}
              </button>
            </div>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
