/** @jsxImportSource preact */
import { useEffect, useState } from 'preact/hooks';
import { formatMoney } from '@comanda/domain/money/money';
import type { OrderPix } from '@comanda/domain/payments/order-pix';
import { pixQrSrc } from '@comanda/domain/payments/pix-qr-src';
import type { TrackedOrder } from '@comanda/domain/storefront/storefront';
import type { Tx } from './texts';

/** Whether the order still waits for the customer's Pix: the page shows the code only then. */
export const waitsForPix = (order: TrackedOrder) => order.payment_type === 'pix' && order.payment_status !== 'paid' && order.status !== 'canceled';

/** Seconds until `expiresAt`, ticking each second; null when there is no expiry (a static code). */
function useSecondsLeft(expiresAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (expiresAt === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return expiresAt === null ? null : Math.max(0, Math.floor((Date.parse(expiresAt) - now) / 1000));
}

/**
 * The Pix of an unpaid order (issue 34): a dynamic charge at the restaurant's Efí account, with its
 * countdown (paid, the page turns "confirmado" by itself), or the business's static code. The QR the
 * server drew, the code to copy and the amount come with the page; asked again when the total
 * changes (the restaurant edited the order) or the charge expired. No code (no key) shows nothing.
 */
export function PixPanel({ order, initial, tx, lang }: { order: TrackedOrder; initial: OrderPix | null; tx: Tx; lang: 'pt' | 'en' }) {
  const [pix, setPix] = useState(initial);
  const [copied, setCopied] = useState(false);
  const left = useSecondsLeft(pix?.expires_at ?? null);
  // A dynamic charge that expired is asked again: the server renews it at the bank.
  const expired = left === 0;
  const stale = pix === null || pix.amount !== order.total || expired;

  useEffect(() => {
    if (!stale) return undefined;
    let gone = false;
    void fetch(`/api/v1/storefront/orders/${order.uuid}/pix`, { headers: { 'accept-language': lang } })
      .then(async (res) => (res.ok ? ((await res.json()) as { data: OrderPix }).data : null))
      .catch(() => null)
      .then((next) => {
        if (!gone && next) setPix(next);
      });
    return () => {
      gone = true;
    };
  }, [stale, order.uuid, order.total, lang, expired]);

  if (!pix) return null;
  const amount = formatMoney(pix.amount, lang);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pix.br_code);
    } catch {
      // No clipboard (an old browser, http): select the text so a long press copies it.
      document.querySelector<HTMLTextAreaElement>('[data-testid="pix-code"]')?.select();
      return;
    }
    setCopied(true);
    setTimeout(() => setCopied(false), 2500);
  };
  return (
    <section class="pix" data-testid="pix">
      <h2>{tx('pixTitle')}</h2>
      <p class="muted">{tx('pixScan')}</p>
      <img class="pix-qr" src={pixQrSrc(pix.qr_svg)} alt={tx('pixQrAlt', { amount })} width={220} height={220} />
      <p class="pix-amount">{tx('pixAmount', { amount })}</p>
      <label class="field">
        {tx('pixCopyPaste')}
        <textarea readOnly rows={3} data-testid="pix-code" value={pix.br_code} onFocus={(e) => e.currentTarget.select()} />
      </label>
      <button type="button" class="primary wide" onClick={() => void copy()} data-testid="pix-copy">
        {copied ? tx('pixCopied') : tx('pixCopy')}
      </button>
      {left !== null && left > 0 ? (
        <p class="pix-expiry" data-testid="pix-expiry">
          {tx('pixExpiresIn', { time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` })}
        </p>
      ) : null}
      <p class="muted" aria-live="polite">
        {pix.kind === 'dynamic' ? tx('pixAutoNote') : tx('pixNote')}
      </p>
    </section>
  );
}
