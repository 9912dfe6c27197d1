import { createContext, useCallback, useContext, type ReactNode } from 'react';
import { needsUpgrade, type FeatureHolder } from '@comanda/domain/features/feature-access';
import { toUpgradeContext, type PaidFeature, type UpgradeContext } from '@comanda/domain/features/upgrade-contexts';
import { requestUpgrade } from './upgrade-prompt';

/*
 * The one way a screen, a button or a route says "this needs plan feature X" (spec §4): ask
 * useFeatureGate, and when the business lacks the feature the upgrade modal opens instead of the
 * action. The server still refuses the call (feature_unavailable), and the API client answers that
 * with the same modal, so a stale page ends in the same place.
 */

type FeatureAccess = { isAdmin: boolean; business: FeatureHolder | null };

const FeatureAccessContext = createContext<FeatureAccess>({ isAdmin: false, business: null });

/** Given by the default layout: who asks (admins are never gated) and the business they act in. */
export function FeatureAccessProvider({ isAdmin, business, children }: FeatureAccess & { children: ReactNode }) {
  return <FeatureAccessContext.Provider value={{ isAdmin, business }}>{children}</FeatureAccessContext.Provider>;
}

/**
 * Whether the business may use a feature. Without a business there is nothing to gate: those pages
 * ask the user to choose one first.
 */
export function useHasFeature(): (feature: PaidFeature) => boolean {
  const { isAdmin, business } = useContext(FeatureAccessContext);
  return useCallback(
    (feature: PaidFeature) => business === null || !needsUpgrade({ is_admin: isAdmin }, business, feature),
    [isAdmin, business],
  );
}

export type FeatureGate = {
  allowed: boolean;
  /** Runs the action when the feature is held; otherwise opens the upgrade modal instead. */
  guard: (action: () => void) => void;
  /** Opens the upgrade modal for this feature. */
  prompt: () => void;
};

/** The gate of one feature; `context` when the modal should speak of something else than the feature. */
export function useFeatureGate(feature: PaidFeature, context: UpgradeContext = toUpgradeContext(feature)): FeatureGate {
  const allowed = useHasFeature()(feature);
  const prompt = useCallback(() => requestUpgrade(context), [context]);
  const guard = useCallback((action: () => void) => (allowed ? action() : prompt()), [allowed, prompt]);
  return { allowed, guard, prompt };
}
