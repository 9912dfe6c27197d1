/** @jsxImportSource preact */
import { useEffect, useRef, useState } from 'preact/hooks';
import { formatMoney } from '@comanda/domain/money/money';
import type { OrderPix } from '@comanda/domain/payments/order-pix';
import type { TrackedOrder } from '@comanda/domain/storefront/storefront';
import { PixPanel, waitsForPix } from './pix-panel';
import type { Tx } from './texts';

/** How often the page asks for the order again while it is not final: often without the socket, rarely with it. */
const POLL_MS = 3000;
const POLL_LIVE_MS = 20_000;
const FINAL = ['finalized', 'canceled'];

/** The customer's order, its status kept current, and how to reach the restaurant. */
export function Tracking({ initial, pix, tx, lang }: { initial: TrackedOrder; pix: OrderPix | null; tx: Tx; lang: 'pt' | 'en' }) {
  const [order, setOrder] = useState(initial);
  const [live, setLive] = useState(false);
  const [moved, setMoved] = useState(0);
  /** The last move heard that a read has answered. */
  const handled = useRef(0);

  // The socket says when the order moved (the restaurant accepted it, it left for delivery…); its
  // library loads after the page shows, and polling carries on, slower, in case the socket drops.
  useEffect(() => {
    if (FINAL.includes(initial.status)) return undefined;
    let closed = false;
    let close = () => {};
    void import('socket.io-client').then(({ io }) => {
      if (closed) return;
      const socket = io({ path: '/socket.io', auth: { order: initial.uuid }, transports: ['websocket', 'polling'] });
      // On (re)connecting, read once: a move made before the socket was there (a payment confirmed
      // while the page loaded) is not heard on it.
      socket.on('connect', () => {
        setLive(true);
        setMoved((n) => n + 1);
      });
      socket.on('disconnect', () => setLive(false));
      socket.on('order.tracked', () => setMoved((n) => n + 1));
      close = () => socket.close();
    });
    return () => {
      closed = true;
      close();
    };
  }, [initial.uuid, initial.status]);

  useEffect(() => {
    if (FINAL.includes(order.status)) return undefined;
    const refresh = async () => {
      try {
        const res = await fetch(`/api/v1/storefront/orders/${order.uuid}`, { headers: { 'accept-language': lang } });
        if (res.ok) setOrder(((await res.json()) as { data: TrackedOrder }).data);
        else setOrder({ ...order });
      } catch {
        // Offline for a moment: ask again at the next beat.
        setOrder({ ...order });
      }
    };
    // A move heard on the socket reads the order at once; otherwise at the next beat.
    const heard = moved !== handled.current;
    const timer = setTimeout(
      () => {
        handled.current = moved;
        void refresh();
      },
      heard ? 0 : live ? POLL_LIVE_MS : POLL_MS,
    );
    return () => clearTimeout(timer);
  }, [order, lang, live, moved]);

  const time = new Date(order.expected_at).toLocaleTimeString(lang === 'pt' ? 'pt-BR' : 'en-US', { hour: '2-digit', minute: '2-digit', timeZone: order.business.timezone });
  const phone = order.business.whatsapp.replace(/\D/g, '');
  const wa = `https://wa.me/${phone}?text=${encodeURIComponent(tx('whatsappMessage', { number: order.number }))}`;
  return (
    <div class="track">
      <p class="muted">{order.business.name}</p>
      <h1>{tx('orderNumber', { number: order.number })}</h1>
      <p class={`status s-${order.status}`} data-testid="track-status" aria-live="polite">
        {order.status_label}
      </p>
      {order.cancel_reason ? <p class="alert">{tx('canceledReason', { reason: order.cancel_reason })}</p> : null}
      {order.payment_type === 'mercado_pago' ? <OnlinePayment order={order} tx={tx} lang={lang} /> : null}
      {FINAL.includes(order.status) ? null : (
        <p class="muted">
          <span data-testid="track-expected">{order.scheduled_for ? tx('scheduledFor', { time: `${new Date(order.scheduled_for).toLocaleDateString(lang === 'pt' ? 'pt-BR' : 'en-US', { day: '2-digit', month: '2-digit', timeZone: order.business.timezone })} ${time}` }) : tx('expected', { time })}</span> · {tx('liveNote')}
        </p>
      )}
      {waitsForPix(order) ? <PixPanel order={order} initial={pix} tx={tx} lang={lang} /> : null}
      {order.payment_type === 'pix' && order.payment_status === 'paid' ? (
        <p class="paid" data-testid="pix-paid">
          {tx('pixPaid')}
        </p>
      ) : null}
      <ul class="lines">
        {order.products.map((line, index) => (
          <li key={index}>
            <span>
              {line.qty}× {line.name}
              {line.options.length > 0 ? <small>{line.options.join(', ')}</small> : null}
            </span>
            <span>{formatMoney(line.subtotal, lang)}</span>
          </li>
        ))}
      </ul>
      <dl class="summary">
        <dt>{tx('subtotal')}</dt>
        <dd>{formatMoney(order.subtotal, lang)}</dd>
        {order.delivery_fee > 0 ? (
          <>
            <dt>{tx('deliveryFee')}</dt>
            <dd>{formatMoney(order.delivery_fee, lang)}</dd>
          </>
        ) : null}
        <dt class="total">{tx('total')}</dt>
        <dd class="total">{formatMoney(order.total, lang)}</dd>
      </dl>
      <a class="primary wide" href={wa} target="_blank" rel="noopener noreferrer">
        {tx('talk')}
      </a>
      <a class="link" href={order.business.menu_path}>
        {tx('backToMenu')}
      </a>
    </div>
  );
}

/** Where the return page left the customer (?pagamento=): it proves nothing, it only chooses the words while the payment is unconfirmed. */
const returned = () => new URLSearchParams(window.location.search).get('pagamento');

/**
 * An order paid online: "confirmed" only once the provider's payment marked it paid (the webhook);
 * until then "confirming" after a return from Mercado Pago, or a button to (try to) pay again.
 */
function OnlinePayment({ order, tx, lang }: { order: TrackedOrder; tx: Tx; lang: 'pt' | 'en' }) {
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  if (order.payment_status === 'paid') return <p class="pay ok" data-testid="payment-state">{tx('paymentConfirmed')}</p>;
  if (order.status === 'canceled') return null;
  const from = returned();
  const pay = async () => {
    setOpening(true);
    setFailed(false);
    try {
      const res = await fetch(`/api/v1/storefront/orders/${order.uuid}/checkout`, { method: 'POST', headers: { 'accept-language': lang, 'x-requested-with': 'fetch' } });
      const answer = (await res.json()) as { data?: { redirect_url: string } };
      if (res.ok && answer.data) return window.location.assign(answer.data.redirect_url);
      setFailed(true);
    } catch {
      setFailed(true);
    }
    setOpening(false);
  };
  const text = from === 'success' || from === 'pending' ? tx('paymentConfirming') : from === 'failure' || failed ? tx('paymentFailed') : tx('paymentAwaiting');
  return (
    <div class="pay" data-testid="payment-state">
      <p>{text}</p>
      {from === 'success' || from === 'pending' ? null : (
        <button type="button" class="primary" disabled={opening} onClick={() => void pay()} data-testid="pay-online">
          {tx('payOnline')}
        </button>
      )}
    </div>
  );
}
