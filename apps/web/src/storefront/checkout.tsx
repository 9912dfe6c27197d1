/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { formatMoney } from '@comanda/domain/money/money';
import type { PaymentMethod } from '@comanda/domain/orders/payment';
import type { StorefrontBusiness } from '@comanda/domain/storefront/storefront';
import type { StorefrontTextKey } from '@comanda/domain/storefront/storefront-texts';
import { cartTotal, orderProducts, parseReais, type CartLine } from './lib/cart';
import type { Tx } from './texts';
import { CepField } from './checkout/cep-field';
import { CouponField } from './checkout/coupon-field';
import { LoyaltyPanel } from './checkout/loyalty-panel';
import { SchedulePicker } from './checkout/schedule-picker';
import { useQuote, type LoyaltyChoice } from './checkout/use-quote';
import { phoneDigits } from './lib/post-json';

type Errors = Record<string, string[]>;
/** Each payment method's name on the page (a Pix order was shown as "Cartão" before issue 34). */
const METHOD_TEXT = { money: 'money', card: 'card', pix: 'pix', mercado_pago: 'online' } as const satisfies Record<PaymentMethod, StorefrontTextKey>;
const KEY_STORE = 'comanda:checkout-key';

/**
 * The one Idempotency-Key of this checkout: kept until an order is made with it, so a double tap, a
 * reload or a retry after a dropped connection all name the same order.
 */
function checkoutKey(): string {
  try {
    const kept = sessionStorage.getItem(KEY_STORE);
    if (kept) return kept;
    const key = crypto.randomUUID();
    sessionStorage.setItem(KEY_STORE, key);
    return key;
  } catch {
    return crypto.randomUUID();
  }
}

/** Delivery or pickup, who and where, how to pay; "Enviar pedido" once, whatever happens to the network. */
export function Checkout({ business, lines, tx, lang, onBack, onPlaced }: { business: StorefrontBusiness; lines: CartLine[]; tx: Tx; lang: 'pt' | 'en'; onBack: () => void; onPlaced: (uuid: string, payAt?: string) => void }) {
  const [type, setType] = useState<1 | 2>(business.delivery.enabled ? 1 : 2);
  const [form, setForm] = useState({ customer_name: '', customer_whatsapp: '', address_street: '', address_number: '', address_complement: '', address_reference: '', notes: '', change: '' });
  const [district, setDistrict] = useState<number | null>(null);
  const methods = type === 1 ? business.delivery.payment_methods : business.pickup.payment_methods;
  const [payment, setPayment] = useState(methods[0] ?? 'money');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [slot, setSlot] = useState<string | null>(null);
  // The server's totals (coupon, fee, loyalty) for the bag as it stands: the summary shows them.
  const shopRef = business.slug ?? business.token;
  const [coupon, setCoupon] = useState<string | null>(null);
  const [loyalty, setLoyalty] = useState<LoyaltyChoice | null>(null);
  const phone = phoneDigits(form.customer_whatsapp).length >= 10 ? form.customer_whatsapp : null;
  const cart = type === 1 && district === null ? null : { order_type_id: type, products: orderProducts(lines), district_id: type === 1 ? district : null, coupon_code: coupon, customer_whatsapp: phone };
  const { quote, couponError, errors: quoteErrors, spend } = useQuote(shopRef, lang, cart, loyalty && phoneDigits(loyalty.whatsapp) === phoneDigits(form.customer_whatsapp) ? loyalty : null);
  const subtotal = cartTotal(lines);
  const area = business.districts.find((d) => d.id === district);
  const fee = type === 1 && area ? (area.free_above !== null && subtotal >= area.free_above ? 0 : area.fee) : 0;

  const set = (name: keyof typeof form) => (event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => setForm({ ...form, [name]: event.currentTarget.value });
  const field = (name: keyof typeof form, label: string, props: Record<string, unknown> = {}) => (
    <label class="field">
      {label}
      <input name={name} value={form[name]} onInput={set(name)} aria-invalid={errors[name] ? 'true' : undefined} {...props} />
      {errors[name] ? <span class="error">{errors[name]![0]}</span> : null}
    </label>
  );

  const send = async (event: Event) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    setMessage(null);
    const body = {
      order_type_id: type,
      products: orderProducts(lines),
      customer_name: form.customer_name,
      customer_whatsapp: form.customer_whatsapp,
      payment_type: payment,
      value_to_change: payment === 'money' ? parseReais(form.change) : null,
      coupon_code: coupon && !couponError ? coupon : null,
      ...(spend ? { points: spend.points, cashback: spend.cashback, loyalty_token: spend.loyalty_token } : {}),
      notes: form.notes || null,
      marketing_consent: consent,
      ...(type === 1
        ? { address_street: form.address_street, address_number: form.address_number, address_complement: form.address_complement || null, address_reference: form.address_reference || null, district_id: district }
        : {}),
      website: (document.getElementById('website') as HTMLInputElement | null)?.value ?? '',
      // Since the page started loading: the server's timing check (a person takes seconds).
      page_ms: Math.round(performance.now()),
      ...(slot ? { scheduled_for: slot } : {}),
    };
    try {
      const res = await fetch(`/api/v1/storefront/${encodeURIComponent(business.slug ?? business.token)}/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': checkoutKey(), 'x-requested-with': 'fetch', 'accept-language': lang },
        body: JSON.stringify(body),
      });
      const answer = (await res.json()) as { data?: { uuid: string }; message?: string; errors?: Errors };
      if (res.ok && answer.data) {
        sessionStorage.removeItem(KEY_STORE);
        onPlaced(answer.data.uuid, payment === 'mercado_pago' ? await checkoutUrl(answer.data.uuid, lang) : undefined);
        return;
      }
      setErrors(answer.errors ?? {});
      setMessage(answer.message ?? null);
      // A refused order is not made: the next try is a new request, with a new key.
      if (res.status === 422 || res.status === 409) sessionStorage.removeItem(KEY_STORE);
    } catch {
      setMessage(tx('networkError'));
    } finally {
      setSending(false);
    }
  };

  return (
    <form class="checkout" onSubmit={send} noValidate>
      <header>
        <button type="button" class="link" onClick={onBack}>
          ← {tx('back')}
        </button>
      </header>
      <SchedulePicker business={business} tx={tx} value={slot} error={errors['scheduled_for']?.[0]} onChange={setSlot} />
      <div class="segmented" role="radiogroup">
        {business.delivery.enabled ? (
          <button type="button" role="radio" aria-checked={type === 1} class={type === 1 ? 'on' : ''} onClick={() => setType(1)}>
            {tx('delivery')}
          </button>
        ) : null}
        {business.pickup.enabled ? (
          <button type="button" role="radio" aria-checked={type === 2} class={type === 2 ? 'on' : ''} onClick={() => setType(2)}>
            {tx('pickup')}
          </button>
        ) : null}
      </div>
      {field('customer_name', tx('yourName'), { autocomplete: 'name', required: true, maxLength: 120 })}
      {field('customer_whatsapp', tx('whatsapp'), { type: 'tel', autocomplete: 'tel', inputMode: 'tel', required: true, maxLength: 40 })}
      {type === 1 ? (
        <>
          <CepField shopRef={shopRef} lang={lang} tx={tx} onFound={(address) => {
            if (address.street) setForm((now) => ({ ...now, address_street: address.street }));
            if (address.district_id !== null) setDistrict(address.district_id);
          }} />
          <label class="field">
            {tx('district')}
            <select name="district_id" value={district ?? ''} onChange={(e) => setDistrict(e.currentTarget.value ? Number(e.currentTarget.value) : null)} aria-invalid={errors['district_id'] ? 'true' : undefined}>
              <option value="">{tx('chooseDistrict')}</option>
              {business.districts.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.name} · {d.fee === 0 ? tx('freeDelivery') : formatMoney(d.fee, lang)}
                </option>
              ))}
            </select>
            {errors['district_id'] ? <span class="error">{errors['district_id'][0]}</span> : null}
          </label>
          {field('address_street', tx('street'), { autocomplete: 'address-line1', maxLength: 160 })}
          <div class="row">
            {field('address_number', tx('number'), { maxLength: 20, inputMode: 'numeric' })}
            {field('address_complement', tx('complement'), { maxLength: 80 })}
          </div>
          {field('address_reference', tx('reference'), { maxLength: 160 })}
        </>
      ) : null}
      <fieldset class="group">
        <legend>{type === 1 ? tx('payment') : tx('paymentPickup')}</legend>
        {methods.map((method) => (
          <label key={method} class="option">
            <input type="radio" name="payment_type" checked={payment === method} onChange={() => setPayment(method)} />
            <span>{tx(METHOD_TEXT[method])}</span>
          </label>
        ))}
        {errors['payment_type'] ? <span class="error">{errors['payment_type'][0]}</span> : null}
      </fieldset>
      {payment === 'money' ? field('change', tx('changeFor'), { inputMode: 'decimal', placeholder: 'R$ 0,00', 'aria-describedby': 'change-hint' }) : null}
      {payment === 'money' ? (
        <p class="muted" id="change-hint">
          {errors['value_to_change']?.[0] ?? tx('changeHint')}
        </p>
      ) : null}
      <CouponField tx={tx} lang={lang} applied={coupon} discount={quote && quote.coupon_code === coupon ? quote.coupon_discount : null} error={couponError} onApply={setCoupon} />
      <LoyaltyPanel shopRef={shopRef} lang={lang} tx={tx} whatsapp={form.customer_whatsapp} choice={loyalty} onChoice={setLoyalty} />
      <label class="field">
        {tx('notes')}
        <textarea name="notes" maxlength={500} rows={2} value={form.notes} onInput={set('notes')} />
      </label>
      <label class="option consent">
        <input type="checkbox" checked={consent} onChange={(e) => setConsent(e.currentTarget.checked)} />
        <span>{tx('consent')}</span>
      </label>
      <input id="website" name="website" class="hp" tabIndex={-1} autocomplete="off" aria-hidden="true" />
      <dl class="summary">
        <dt>{tx('subtotal')}</dt>
        <dd>{formatMoney(quote?.subtotal ?? subtotal, lang)}</dd>
        {type === 1 ? (
          <>
            <dt>{tx('deliveryFee')}</dt>
            <dd>{area ? ((quote?.delivery_fee ?? fee) === 0 ? tx('freeDelivery') : formatMoney(quote?.delivery_fee ?? fee, lang)) : '—'}</dd>
          </>
        ) : null}
        {quote?.coupon_code ? <><dt>{tx('couponLine', { code: quote.coupon_code })}</dt><dd>− {formatMoney(quote.coupon_discount, lang)}</dd></> : null}
        {quote?.cashback_discount ? <><dt>{tx('cashbackLine')}</dt><dd>− {formatMoney(quote.cashback_discount, lang)}</dd></> : null}
        {quote?.loyalty_discount ? <><dt>{tx('pointsLine')}</dt><dd>− {formatMoney(quote.loyalty_discount, lang)}</dd></> : null}
        <dt class="total">{tx('total')}</dt>
        <dd class="total" data-testid="summary-total">{formatMoney(quote?.total ?? subtotal + fee, lang)}</dd>
      </dl>
      {Object.values(quoteErrors)[0]?.[0] ? <p class="error">{Object.values(quoteErrors)[0]![0]}</p> : null}
      {message ? (
        <p class="alert" role="alert">
          {message}
        </p>
      ) : null}
      <button type="submit" class="primary wide" disabled={sending} data-testid="send-order">
        {sending ? tx('sending') : tx('send')}
      </button>
    </form>
  );
}

/** The hosted checkout of an order paid online; none (the tracking page offers "Pagar agora") when it cannot be had now. */
async function checkoutUrl(uuid: string, lang: 'pt' | 'en'): Promise<string | undefined> {
  try {
    const res = await fetch(`/api/v1/storefront/orders/${uuid}/checkout`, { method: 'POST', headers: { 'accept-language': lang, 'x-requested-with': 'fetch' } });
    return res.ok ? ((await res.json()) as { data: { redirect_url: string } }).data.redirect_url : undefined;
  } catch {
    return undefined;
  }
}
