import { thumbKey } from '../../lib/images';
import { publicLinkPath } from '@comanda/domain/business/business-slug';
import { formatMoney } from '@comanda/domain/money/money';
import { startingPrice } from '@comanda/domain/menu/starting-price';
import type { PdvProduct } from '@comanda/domain/pdv/pdv-menu';
import { storefrontText, type StorefrontTextKey } from '@comanda/domain/storefront/storefront-texts';
import type { OrderPix } from '@comanda/domain/payments/order-pix';
import { pixQrSrc } from '@comanda/domain/payments/pix-qr-src';
import type { StorefrontMenu, TrackedOrder } from '@comanda/domain/storefront/storefront';
import type { Lang } from '@comanda/domain/validation/lang';
import { escapeHtml } from '../../lib/html';

/*
 * The storefront's HTML (issue 33), written by the server so the menu shows before any script runs
 * on a cheap phone: the page's script (apps/web/src/storefront/) then adds the product sheet, the bag
 * and the checkout over it, reading the same data from the page (#storefront-data).
 */

export interface PageAssets {
  script: string | null;
  styles: string[];
}

/** JSON inside <script type="application/json">: nothing in it may close the tag. */
const inlineJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

function page(lang: Lang, head: { title: string; description: string; image?: string | null; indexable: boolean }, body: string, data: unknown, assets: PageAssets): string {
  const t = escapeHtml;
  return `<!doctype html>
<html lang="${lang === 'pt' ? 'pt-BR' : 'en'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#b91c1c">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${t(head.title)}</title>
<meta name="description" content="${t(head.description)}">
<meta name="robots" content="${head.indexable ? 'index, follow' : 'noindex'}">
<meta property="og:type" content="website">
<meta property="og:title" content="${t(head.title)}">
<meta property="og:description" content="${t(head.description)}">
${head.image ? `<meta property="og:image" content="${t(head.image)}">
<meta property="og:image:type" content="image/jpeg">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta name="twitter:card" content="summary_large_image">` : ''}
${assets.styles.map((href) => `<link rel="stylesheet" href="${t(href)}">`).join('\n')}
${assets.script ? `<script type="module" src="${t(assets.script)}"></script>` : ''}
</head>
<body>
${body}
<div id="storefront-app"></div>
<script id="storefront-data" type="application/json">${inlineJson(data)}</script>
</body>
</html>`;
}

function priceHtml(product: PdvProduct, lang: Lang, tx: (key: StorefrontTextKey, params?: Record<string, string | number>) => string): string {
  const from = startingPrice(product);
  if (from !== null) return `<span class="price">${tx('from')} ${formatMoney(from, lang)}</span>`;
  if (product.active_promotion && product.promotional_price !== null) {
    return `<span class="price"><s>${formatMoney(product.amount, lang)}</s> <strong>${formatMoney(product.promotional_price, lang)}</strong></span>`;
  }
  return `<span class="price">${formatMoney(product.amount, lang)}${product.is_weight_based ? '/kg' : ''}</span>`;
}

function productHtml(product: PdvProduct, lang: Lang, tx: (key: StorefrontTextKey, params?: Record<string, string | number>) => string): string {
  const t = escapeHtml;
  // The cover's small copies (made at upload, lib/images.ts): AVIF where the phone reads it, else WebP.
  const image = product.cover_url
    ? `<picture><source type="image/avif" srcset="${t(thumbKey(product.cover_url, 'avif'))}"><img src="${t(thumbKey(product.cover_url, 'webp'))}" alt="" width="96" height="96" loading="lazy" decoding="async"></picture>`
    : '';
  const off = product.available_now ? '' : ` <em class="off">${tx('unavailableNow')}</em>`;
  return `<li><button type="button" class="product" data-product="${product.id}" data-name="${t(product.name.toLowerCase())}"${product.available_now ? '' : ' disabled'}>
<span class="info"><span class="name">${t(product.name)}</span>${product.description ? `<span class="desc">${t(product.description)}</span>` : ''}${priceHtml(product, lang, tx)}${off}</span>${image}</button></li>`;
}

function feeRange(menu: StorefrontMenu, lang: Lang, tx: (key: StorefrontTextKey) => string): string | null {
  const fees = menu.business.districts.map((d) => d.fee);
  if (fees.length === 0) return null;
  const [min, max] = [Math.min(...fees), Math.max(...fees)];
  const show = (fee: number) => (fee === 0 ? tx('freeDelivery') : formatMoney(fee, lang));
  return min === max ? show(min) : `${show(min)} – ${show(max)}`;
}

export function menuPage(menu: StorefrontMenu, lang: Lang, assets: PageAssets, origin: string): string {
  const t = escapeHtml;
  const tx = (key: StorefrontTextKey, params?: Record<string, string | number>) => t(storefrontText(lang, key, params));
  const { business } = menu;
  const range = feeRange(menu, lang, tx);
  const facts = [
    business.minimum_order > 0 ? tx('minimumOrder', { amount: formatMoney(business.minimum_order, lang) }) : null,
    tx('preparation', { minutes: business.preparation_minutes }),
    business.delivery.enabled && range ? tx('deliveryFees', { range }) : null,
  ].filter(Boolean);
  const banner = !business.takes_orders
    ? `<p class="banner" role="status">${tx('notTakingOrders')}</p>`
    : business.opening.is_open
      ? ''
      : `<p class="banner" role="status">${tx(business.scheduling.slots.length > 0 ? 'closedBannerSchedule' : 'closedBanner', { text: business.opening_text })}${business.closed_message ? `<span class="note" data-testid="closed-message">${t(business.closed_message)}</span>` : ''}</p>`;
  const nav = menu.categories.map((c) => `<a href="#c${c.id}">${t(c.name)}</a>`).join('');
  const sections = menu.categories
    .map((c) => `<section id="c${c.id}" data-category><h2>${t(c.name)}</h2><ul>${c.products.map((p) => productHtml(p, lang, tx)).join('')}</ul></section>`)
    .join('\n');
  const body = `<header class="shop">
${business.logo_url ? `<img class="logo" src="${t(business.logo_url)}" alt="" width="64" height="64">` : ''}
<div><h1>${t(business.name)}</h1>
<p class="${business.opening.is_open ? 'open' : 'closed'}" data-testid="opening">${t(business.opening_text)}</p>
<p class="facts">${facts.join(' · ')}</p>
<p class="address">${t(business.address)}</p></div>
</header>
${banner}
${
  // Nothing on sale yet (a new business, or everything paused): say so, with no search over nothing.
  menu.categories.length === 0
    ? `<main id="menu"><p class="empty" data-testid="menu-empty">${tx('emptyMenu')}</p></main>`
    : `<nav class="categories">${nav}</nav>
<div class="search"><input type="search" id="search" placeholder="${tx('search')}" aria-label="${tx('search')}" autocomplete="off"></div>
<main id="menu">${sections}<p id="search-empty" hidden></p></main>`
}`;
  const description = [business.opening_text, ...facts.map((f) => String(f))].join(' · ');
  const image = `${origin}${publicLinkPath(business)}/og.jpg`;
  return page(lang, { title: business.name, description, image, indexable: business.takes_orders }, body, { kind: 'menu', lang, menu }, assets);
}

/** The static Pix code to pay (issue 34): the QR the server drew and the code to copy, readable before any script. */
function pixHtml(pix: OrderPix, lang: Lang, tx: (key: StorefrontTextKey, params?: Record<string, string | number>) => string): string {
  const amount = formatMoney(pix.amount, lang);
  return `<section class="pix" data-testid="pix"><h2>${tx('pixTitle')}</h2><p class="muted">${tx('pixScan')}</p>
<img class="pix-qr" src="${pixQrSrc(pix.qr_svg)}" alt="${tx('pixQrAlt', { amount })}" width="220" height="220">
<p class="pix-amount">${tx('pixAmount', { amount })}</p>
<label class="field">${tx('pixCopyPaste')}<textarea readonly rows="3" data-testid="pix-code">${escapeHtml(pix.br_code)}</textarea></label>
<p class="muted">${tx('pixNote')}</p></section>`;
}

export function trackingPage(order: TrackedOrder, lang: Lang, assets: PageAssets, pix: OrderPix | null): string {
  const tx = (key: StorefrontTextKey, params?: Record<string, string | number>) => escapeHtml(storefrontText(lang, key, params));
  // The script renders the order (and keeps it current); this is what shows before it runs.
  const body = `<main class="track" id="track"><h1>${tx('orderNumber', { number: order.number })}</h1><p class="status" data-testid="track-status">${escapeHtml(order.status_label)}</p>${pix ? pixHtml(pix, lang, tx) : ''}</main>`;
  return page(lang, { title: `${order.business.name} · ${storefrontText(lang, 'orderNumber', { number: order.number })}`, description: storefrontText(lang, 'trackTitle'), indexable: false }, body, { kind: 'track', lang, order, pix }, assets);
}

export function notFoundPage(lang: Lang, assets: PageAssets, which: 'menu' | 'order'): string {
  const tx = (key: StorefrontTextKey) => escapeHtml(storefrontText(lang, key));
  const body = `<main class="notfound"><h1>${which === 'menu' ? tx('notFoundTitle') : tx('orderNotFound')}</h1><p>${tx('notFoundText')}</p></main>`;
  return page(lang, { title: storefrontText(lang, which === 'menu' ? 'notFoundTitle' : 'orderNotFound'), description: '', indexable: false }, body, { kind: 'none', lang }, { script: null, styles: assets.styles });
}

/**
 * A business whose digital menu is not offered now (blocked, or a plan without it): a page that says
 * so and how to reach the restaurant, never an error; not indexed.
 */
export function unavailablePage(lang: Lang, assets: PageAssets, business: { name: string; whatsapp: string | null }): string {
  const tx = (key: StorefrontTextKey, params?: Record<string, string | number>) => escapeHtml(storefrontText(lang, key, params));
  const phone = business.whatsapp?.replace(/\D/g, '');
  const contact = phone ? `<p><a class="primary" href="https://wa.me/${phone}" rel="noopener noreferrer">${tx('talk')}</a></p>` : '';
  const body = `<main class="notfound" data-testid="storefront-unavailable"><h1>${escapeHtml(business.name)}</h1><h2>${tx('unavailableTitle')}</h2><p>${tx('unavailableText', { name: business.name })}</p>${contact}</main>`;
  return page(lang, { title: `${business.name} — ${storefrontText(lang, 'unavailableTitle')}`, description: '', indexable: false }, body, { kind: 'none', lang }, { script: null, styles: assets.styles });
}
