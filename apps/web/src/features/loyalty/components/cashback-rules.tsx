import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { CashbackRuleResource } from '@comanda/domain/loyalty/loyalty-resource';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Switch } from '../../../components/ui/switch';
import { notifyApiError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/format';
import { notify } from '../../../lib/toast';
import { useToggleCashbackRule } from '../api/cashback';
import { useLoyaltyT, type LoyaltyT } from '../i18n';
import { CashbackRuleForm } from './cashback-rule-form';

const day = (iso: string) => new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

function termsOf(rule: CashbackRuleResource, lt: LoyaltyT, currency: string): string[] {
  const terms: string[] = [];
  if (rule.min_order > 0) terms.push(lt('cashback.minOrder', { amount: formatMoney(rule.min_order, currency) }));
  if (rule.max_per_order !== null) terms.push(lt('cashback.max', { amount: formatMoney(rule.max_per_order, currency) }));
  if (rule.starts_at && rule.ends_at) terms.push(lt('cashback.window', { from: day(rule.starts_at), to: day(rule.ends_at) }));
  else if (rule.starts_at) terms.push(lt('cashback.from', { date: day(rule.starts_at) }));
  else if (rule.ends_at) terms.push(lt('cashback.until', { date: day(rule.ends_at) }));
  if (rule.credit_expiry_days !== null) terms.push(lt('cashback.expiry', { days: rule.credit_expiry_days }));
  return terms;
}

/** /settings/programa-fidelidade/settings/cashback: the rules, each on or off, and a new one. */
export function CashbackRules({ businessId, currency, rules }: { businessId: number; currency: string; rules: readonly CashbackRuleResource[] }) {
  const lt = useLoyaltyT();
  const toggle = useToggleCashbackRule(businessId);
  const [adding, setAdding] = useState(false);
  const setActive = async (rule: CashbackRuleResource, active: boolean) => {
    try {
      await toggle.mutateAsync({ id: rule.id, active });
      notify.success({ title: lt(active ? 'cashback.toggled.on' : 'cashback.toggled.off') });
    } catch (error) {
      notifyApiError(error);
    }
  };
  return (
    <Card
      title={lt('cashback.title')}
      description={lt('cashback.description')}
      as="h2"
      className="max-w-2xl"
      actions={
        <Button onClick={() => setAdding(true)} className="gap-2" data-testid="cashback-add">
          <Plus className="size-4" aria-hidden="true" /> {lt('cashback.add')}
        </Button>
      }
    >
      {rules.length === 0 ? (
        <p className="text-sm text-gray-500">{lt('cashback.empty')}</p>
      ) : (
        <ul className="divide-y divide-gray-100" data-testid="cashback-rules">
          {rules.map((rule) => (
            <li key={rule.id} className="flex items-center justify-between gap-3 py-3">
              <div className="min-w-0">
                <p className="font-medium text-gray-900">{lt('cashback.rule', { percent: rule.percent.toLocaleString() })}</p>
                <p className="text-sm text-gray-500">{termsOf(rule, lt, currency).join(' · ')}</p>
              </div>
              <Switch checked={rule.active} onChange={(active) => void setActive(rule, active)} label={lt('cashback.toggle', { percent: rule.percent.toLocaleString() })} disabled={toggle.isPending} />
            </li>
          ))}
        </ul>
      )}
      {adding ? <CashbackRuleForm businessId={businessId} currency={currency} onClose={() => setAdding(false)} /> : null}
    </Card>
  );
}
