/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { formatMoney } from '@comanda/domain/money/money';
import type { LoyaltyGrant } from '@comanda/domain/storefront/storefront-checkout';
import { callStorefront, phoneDigits, storefrontUrl } from '../lib/post-json';
import type { Tx } from '../texts';
import type { LoyaltyChoice } from './use-quote';

/**
 * "Usar meus pontos/cashback": a code goes to the WhatsApp typed above, the customer types it back,
 * and the balance it opens shows with a switch for each program. No password; the server answers the
 * same whether or not the phone has a balance, so the panel says so only once the code is confirmed.
 */
export function LoyaltyPanel({ shopRef, lang, tx, whatsapp, choice, onChoice }: { shopRef: string; lang: 'pt' | 'en'; tx: Tx; whatsapp: string; choice: LoyaltyChoice | null; onChoice: (choice: LoyaltyChoice | null) => void }) {
  const [step, setStep] = useState<'closed' | 'code'>('closed');
  const [code, setCode] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const call = async <T,>(path: string, body: unknown) => {
    setBusy(true);
    setError(null);
    try {
      return await callStorefront<T>(storefrontUrl(shopRef, path), lang, body);
    } catch {
      setError(tx('networkError'));
      return null;
    } finally {
      setBusy(false);
    }
  };
  const send = async () => {
    if (phoneDigits(whatsapp).length < 10) return setError(tx('loyaltyNeedPhone'));
    const answer = await call<never>('/loyalty/code', { whatsapp });
    if (!answer) return;
    if (answer.status !== 202) return setError(answer.errors?.['whatsapp']?.[0] ?? answer.message ?? null);
    setNote(answer.message ?? null);
    setStep('code');
  };
  const verify = async () => {
    const answer = await call<LoyaltyGrant>('/loyalty/verify', { whatsapp, code });
    if (!answer) return;
    if (!answer.ok || !answer.data) return setError(answer.errors?.['code']?.[0] ?? answer.message ?? null);
    onChoice({ grant: answer.data, whatsapp, usePoints: false, useCashback: false });
  };

  // A grant is for the phone it was confirmed with: another phone typed above starts over.
  if (choice && phoneDigits(choice.whatsapp) === phoneDigits(whatsapp)) {
    const { grant } = choice;
    return (
      <fieldset class="group" data-testid="loyalty">
        <legend>{tx('loyaltyOpen')}</legend>
        {grant.cashback ? (
          <label class="option">
            <input type="checkbox" checked={choice.useCashback} onChange={(e) => onChoice({ ...choice, useCashback: e.currentTarget.checked })} />
            <span>{tx('loyaltyUseCashback', { amount: formatMoney(grant.cashback.balance, lang) })}</span>
          </label>
        ) : null}
        {grant.points ? (
          <label class="option">
            <input type="checkbox" checked={choice.usePoints} onChange={(e) => onChoice({ ...choice, usePoints: e.currentTarget.checked })} />
            <span>{tx('loyaltyUsePoints', { points: grant.points.balance, balance: formatMoney(grant.points.balance * grant.points.point_value, lang) })}</span>
          </label>
        ) : null}
        {!grant.cashback && !grant.points ? <p class="muted">{tx('loyaltyNothing')}</p> : null}
      </fieldset>
    );
  }
  if (step === 'closed') {
    return (
      <div class="field">
        <button type="button" class="link" onClick={send} disabled={busy} data-testid="loyalty-open">
          {tx('loyaltyOpen')}
        </button>
        {error ? <span class="error">{error}</span> : null}
      </div>
    );
  }
  return (
    <div class="field" data-testid="loyalty">
      {note ? <p class="muted">{note}</p> : null}
      <label for="loyalty_code">{tx('loyaltyCode')}</label>
      <div class="inline">
        <input id="loyalty_code" value={code} onInput={(e) => setCode(e.currentTarget.value)} inputMode="numeric" autocomplete="one-time-code" maxlength={6} aria-invalid={error ? 'true' : undefined} />
        <button type="button" class="secondary" disabled={busy || code.trim().length !== 6} onClick={verify}>
          {tx('loyaltyConfirm')}
        </button>
      </div>
      {error ? <span class="error">{error}</span> : null}
      <button type="button" class="link" disabled={busy} onClick={send}>
        {tx('loyaltyResend')}
      </button>
    </div>
  );
}
