import { useEffect, useState } from 'preact/hooks';
import type { LoyaltyGrant, StorefrontQuote, StorefrontQuoteBodyInput } from '@comanda/domain/storefront/storefront-checkout';
import { callStorefront, storefrontUrl } from '../lib/post-json';

/** The grant a code opened, with what the customer chose to spend of it. */
export interface LoyaltyChoice {
  grant: LoyaltyGrant;
  whatsapp: string;
  usePoints: boolean;
  useCashback: boolean;
}

/** What the order sends to spend loyalty: the same the last quote priced. */
export interface LoyaltySpend {
  points: number | null;
  cashback: number | null;
  loyalty_token: string;
  customer_whatsapp: string;
}

export interface QuoteState {
  quote: StorefrontQuote | null;
  /** The coupon's refusal (the quote then leaves the coupon out). */
  couponError: string | null;
  /** Another refusal of the cart (a bairro not served, the minimum order), by field. */
  errors: Record<string, string[]>;
  spend: LoyaltySpend | null;
}

const EMPTY: QuoteState = { quote: null, couponError: null, errors: {}, spend: null };

/** The balance spent on a total: cashback first, then points worth at most what is left. */
export function spendOn(total: number, choice: LoyaltyChoice): LoyaltySpend | null {
  const { grant } = choice;
  const cashback = choice.useCashback && grant.cashback ? Math.min(grant.cashback.balance, total) : 0;
  const pointValue = grant.points?.point_value ?? 1;
  const points = choice.usePoints && grant.points ? Math.min(grant.points.balance, Math.floor((total - cashback) / pointValue)) : 0;
  if (cashback <= 0 && points <= 0) return null;
  return { points: points > 0 ? points : null, cashback: cashback > 0 ? cashback : null, loyalty_token: grant.token, customer_whatsapp: choice.whatsapp };
}

/**
 * The server's totals for the cart as it stands (POST …/quote), asked again a moment after any change:
 * first without loyalty, then, when the customer uses their balance, with what that total allows.
 */
export function useQuote(ref: string, lang: string, cart: StorefrontQuoteBodyInput | null, loyalty: LoyaltyChoice | null): QuoteState {
  const [state, setState] = useState<QuoteState>(EMPTY);
  const key = JSON.stringify([cart, loyalty]);
  useEffect(() => {
    if (!cart) {
      setState(EMPTY);
      return;
    }
    const abort = new AbortController();
    const ask = (body: StorefrontQuoteBodyInput) => callStorefront<StorefrontQuote>(storefrontUrl(ref, '/quote'), lang, body, abort.signal);
    const run = async () => {
      try {
        let couponError: string | null = null;
        let base = await ask(cart);
        if (!base.ok && base.errors?.['coupon_code'] && cart.coupon_code) {
          couponError = base.errors['coupon_code'][0] ?? null;
          base = await ask({ ...cart, coupon_code: null });
        }
        if (!base.ok || !base.data) return setState({ ...EMPTY, couponError, errors: base.errors ?? {} });
        const spend = loyalty ? spendOn(base.data.total, loyalty) : null;
        const priced = spend ? await ask({ ...cart, ...spend }) : base;
        setState(priced.ok && priced.data ? { quote: priced.data, couponError, errors: {}, spend } : { quote: base.data, couponError, errors: priced.errors ?? {}, spend: null });
      } catch {
        // Offline or aborted: the summary keeps the bag's own figures; the order is priced anyway.
      }
    };
    const timer = setTimeout(() => void run(), 250);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // Keyed by the cart's content (`key`), not by the objects, which are new at every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ref, lang, key]);
  return state;
}
