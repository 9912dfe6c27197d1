import { useReducer } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { trialMessage } from '@comanda/domain/plans/plan-alert';
import { isTrialPlan } from '@comanda/domain/plans/plan-status';
import { LANGS, type Lang } from '@comanda/domain/validation/lang';
import { Alert } from '../../../components/ui/alert';
import { Button, buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../lib/paths';
import {
  closePlanAlertForSession,
  dismissPlanAlert,
  visiblePlanAlert,
  type PlanAlert,
  type PlanAlertBusiness,
  type StorageLike,
} from '../lib/plan-alert-state';

const NO_STORAGE: StorageLike = { getItem: () => null, setItem: () => {}, removeItem: () => {} };

// Reading window.localStorage itself throws where storage is blocked; the banner then just shows.
function browserStorage(kind: 'localStorage' | 'sessionStorage'): StorageLike {
  try {
    return window[kind];
  } catch {
    return NO_STORAGE;
  }
}

type PlanAlertBannerProps = { business: PlanAlertBusiness | null; isAdmin: boolean };

/**
 * The plan alert above every page (spec §4, §8): a trial about to end or ended, a subscription
 * about to expire or expired, with the way to /subscription. "Lembrar mais tarde" hides it for the
 * alert type's time; × for this browser session.
 */
export function PlanAlertBanner({ business, isAdmin }: PlanAlertBannerProps) {
  const { t, i18n } = useTranslation();
  // Dismissing writes to storage; a render reads it again.
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  const local = browserStorage('localStorage');
  const session = browserStorage('sessionStorage');
  const now = new Date();
  const alert = visiblePlanAlert({ business, isAdmin, now, local, session });
  if (!alert || !business) return null;

  const status = business.plan_status;
  const trial = isTrialPlan(status);
  const lang: Lang = LANGS.find((l) => l === i18n.language) ?? 'pt';
  // The trial texts are the spec's (§8), kept with their rule in the domain.
  const message = trial
    ? trialMessage(status, lang)
    : alert.type === 'expired'
      ? t('planAlert.paidExpired')
      : t('planAlert.paidExpiresIn', { count: Math.max(status.days_until_expiration ?? 1, 1) });
  const hide = (how: (alert: PlanAlert) => void) => {
    how(alert);
    refresh();
  };

  return (
    <Alert
      tone={alert.type.endsWith('warning') ? 'warning' : 'error'}
      className="mb-6"
      testId="plan-alert"
      onClose={() => hide((a) => closePlanAlertForSession(session, a))}
      closeLabel={t('planAlert.close')}
      actions={
        <>
          <Link to={paths.subscription.to()} className={buttonClasses('secondary', 'sm')}>
            {t(trial ? 'planAlert.choosePlan' : 'planAlert.renew')}
          </Link>
          <Button variant="ghost" size="sm" onClick={() => hide((a) => dismissPlanAlert(local, a, new Date()))}>
            {t('planAlert.later')}
          </Button>
        </>
      }
    >
      <p className="font-medium">{message}</p>
    </Alert>
  );
}
