/** @jsxImportSource preact */
import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { formatMoney } from '@comanda/domain/money/money';
import type { PdvProduct } from '@comanda/domain/pdv/pdv-menu';
import type { OrderPix } from '@comanda/domain/payments/order-pix';
import type { StorefrontMenu, TrackedOrder } from '@comanda/domain/storefront/storefront';
import type { Lang } from '@comanda/domain/validation/lang';
import { Checkout } from './checkout';
import { useViewHistory } from './lib/view-history';
import { cartCount, cartTotal, loadCart, saveCart, type CartLine } from './lib/cart';
import { ProductSheet } from './product-sheet';
import { textsFor, type Tx } from './texts';
import { Tracking } from './tracking';
import './storefront.css';

// The public menu's script (issue 33, decision 0045). The server wrote the menu; this adds the
// product sheet, the bag and the checkout over it, and keeps the tracking page current.

type PageData = { kind: 'menu'; lang: Lang; menu: StorefrontMenu } | { kind: 'track'; lang: Lang; order: TrackedOrder; pix: OrderPix | null } | { kind: 'none'; lang: Lang };

/** The search box filters the server-written cards in place. */
function wireSearch(tx: Tx): void {
  const input = document.getElementById('search') as HTMLInputElement | null;
  const empty = document.getElementById('search-empty');
  input?.addEventListener('input', () => {
    const q = input.value.trim().toLowerCase();
    let shown = 0;
    document.querySelectorAll<HTMLElement>('[data-category]').forEach((section) => {
      let inSection = 0;
      section.querySelectorAll<HTMLElement>('[data-product]').forEach((card) => {
        const match = q === '' || (card.dataset['name'] ?? '').includes(q);
        card.parentElement!.hidden = !match;
        if (match) inSection += 1;
      });
      section.hidden = inSection === 0;
      shown += inSection;
    });
    if (empty) {
      empty.hidden = shown > 0;
      empty.textContent = shown > 0 ? '' : tx('searchEmpty', { q: input.value.trim() });
    }
  });
}

function MenuApp({ menu, lang }: { menu: StorefrontMenu; lang: Lang }) {
  const tx = textsFor(lang);
  const { business } = menu;
  // Closed, the bag still fills when a slot may be chosen at checkout (decision 0047).
  const ordering = business.takes_orders && (business.opening.is_open || business.scheduling.slots.length > 0);
  const [lines, setLines] = useState<CartLine[]>(() => loadCart(business.token));
  const [open, setOpen] = useState<PdvProduct | null>(null);
  const [view, setView] = useViewHistory();

  useEffect(() => saveCart(business.token, lines), [lines, business.token]);
  useEffect(() => {
    const products = new Map(menu.categories.flatMap((c) => c.products.map((p) => [p.id, p] as const)));
    const onClick = (event: MouseEvent) => {
      const card = (event.target as HTMLElement).closest<HTMLElement>('[data-product]');
      if (!card || !ordering) return;
      const product = products.get(Number(card.dataset['product']));
      if (product?.available_now) setOpen(product);
    };
    document.addEventListener('click', onClick);
    wireSearch(tx);
    return () => document.removeEventListener('click', onClick);
    // Wired once: the server-written cards, the menu and whether it takes orders do not change on the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const add = (line: CartLine) => {
    setLines((before) => {
      const same = before.find((l) => l.key === line.key && l.weight === null);
      return same ? before.map((l) => (l === same ? { ...l, qty: Math.min(50, l.qty + line.qty) } : l)) : [...before, line];
    });
    setOpen(null);
  };
  const setQty = (key: string, qty: number) => setLines((before) => (qty < 1 ? before.filter((l) => l.key !== key) : before.map((l) => (l.key === key ? { ...l, qty: Math.min(50, qty) } : l))));

  if (view === 'checkout' && lines.length > 0) {
    return (
      <div class="overlay full">
        <Checkout
          business={business}
          lines={lines}
          tx={tx}
          lang={lang}
          onBack={() => setView('cart')}
          onPlaced={(uuid, payAt) => {
            saveCart(business.token, []);
            window.location.assign(payAt ?? `/p/${uuid}`);
          }}
        />
      </div>
    );
  }

  return (
    <>
      {open ? <ProductSheet product={open} tx={tx} lang={lang} onAdd={add} onClose={() => setOpen(null)} /> : null}
      {view === 'cart' ? (
        <div class="overlay" role="dialog" aria-modal="true" aria-labelledby="cart-title" onClick={(e) => e.target === e.currentTarget && setView('menu')}>
          <div class="sheet">
            <header>
              <h2 id="cart-title">{tx('cart')}</h2>
              <button type="button" class="icon" aria-label={tx('close')} onClick={() => setView('menu')}>
                ×
              </button>
            </header>
            {lines.length === 0 ? <p class="muted">{tx('cartEmpty')}</p> : null}
            <ul class="lines">
              {lines.map((line) => (
                <li key={line.key}>
                  <span>
                    {line.weight === null ? `${line.qty}× ` : `${line.weight} kg `}
                    {line.name}
                    {line.options.length > 0 ? <small>{line.options.join(', ')}</small> : null}
                    {line.comments ? <small>{line.comments}</small> : null}
                  </span>
                  <span class="line-end">
                    {formatMoney(line.unit_price * (line.weight === null ? line.qty : 1), lang)}
                    {line.weight === null ? (
                      <span class="stepper small">
                        <button type="button" aria-label="−" onClick={() => setQty(line.key, line.qty - 1)}>
                          −
                        </button>
                        <button type="button" aria-label="+" onClick={() => setQty(line.key, line.qty + 1)}>
                          +
                        </button>
                      </span>
                    ) : (
                      <button type="button" class="link" onClick={() => setQty(line.key, 0)}>
                        {tx('remove')}
                      </button>
                    )}
                  </span>
                </li>
              ))}
            </ul>
            <dl class="summary">
              <dt class="total">{tx('subtotal')}</dt>
              <dd class="total">{formatMoney(cartTotal(lines), lang)}</dd>
            </dl>
            <button type="button" class="primary wide" disabled={lines.length === 0} onClick={() => setView('checkout')} data-testid="checkout">
              {tx('checkout')}
            </button>
          </div>
        </div>
      ) : null}
      {lines.length > 0 && view === 'menu' && ordering ? (
        <button type="button" class="cart-bar" onClick={() => setView('cart')} data-testid="cart-bar">
          <span>{tx('cartCount', { count: cartCount(lines) })}</span>
          <strong>
            {tx('viewCart')} · {formatMoney(cartTotal(lines), lang)}
          </strong>
        </button>
      ) : null}
    </>
  );
}

function start(): void {
  const raw = document.getElementById('storefront-data')?.textContent;
  const root = document.getElementById('storefront-app');
  if (!raw || !root) return;
  const data = JSON.parse(raw) as PageData;
  if (data.kind === 'menu') render(<MenuApp menu={data.menu} lang={data.lang} />, root);
  if (data.kind === 'track') {
    const track = document.getElementById('track')!;
    track.replaceChildren();
    render(<Tracking initial={data.order} pix={data.pix} tx={textsFor(data.lang)} lang={data.lang} />, track);
  }
}

start();
