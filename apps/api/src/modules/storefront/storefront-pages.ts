import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requestNow } from '../../lib/request-clock';
import { findLinkedBusiness, findStorefrontBusiness, offersStorefront } from './storefront.repository';
import { menuPage, notFoundPage, trackingPage, unavailablePage, type PageAssets } from './storefront-html';
import { readStorefrontMenu } from './storefront-menu';
import { readTrackedOrder } from './tracked-order';
import { menuKey } from './menu-cache';
import { weakEtag } from '../../lib/etag';
import { createVisitCounter } from './storefront-visits';
import { shareImage } from './share-image';
import { storefrontText } from '@comanda/domain/storefront/storefront-texts';
import type { OrderPix } from '@comanda/domain/payments/order-pix';
import type { TrackedOrder } from '@comanda/domain/storefront/storefront';
import type { Lang } from '@comanda/domain/validation/lang';
import { AppError } from '../../lib/app-error';
import { trackedOrderPix } from '../payments/payments.api';

/** The Pix code an order still waits for, written into its tracking page; null when there is none to show (no key, paid, canceled). */
async function pixToPay(app: FastifyInstance, order: TrackedOrder, lang: Lang): Promise<OrderPix | null> {
  if (order.payment_type !== 'pix' || order.payment_status === 'paid' || order.status === 'canceled') return null;
  try {
    return await trackedOrderPix({ db: app.db, config: app.config, now: new Date() }, order.uuid, lang);
  } catch (error) {
    // The page shows the order anyway; its script asks again and says nothing when there is no code.
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** The storefront script's entry, as Vite's manifest names it (apps/web/vite.storefront.config.ts). */
const ENTRY = 'src/storefront/main.tsx';

/** The built script and styles of the storefront, from its manifest; none before the web app is built. */
export function storefrontAssets(webDist: string): PageAssets {
  const manifestPath = path.join(webDist, 'storefront', '.vite', 'manifest.json');
  if (!fs.existsSync(manifestPath)) return { script: null, styles: [] };
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; css?: string[] }>;
  const entry = manifest[ENTRY];
  if (!entry) return { script: null, styles: [] };
  return { script: `/storefront/${entry.file}`, styles: (entry.css ?? []).map((file) => `/storefront/${file}`) };
}

function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(body);
}

/**
 * /loja/{slug or token}: the public menu; /p/{order uuid}: the customer's tracking page (issue 33).
 * Server-written HTML with the page's data inline; an unknown link is a plain 404 page that says
 * nothing about any other business.
 */
export async function storefrontPages(app: FastifyInstance) {
  const assets = storefrontAssets(app.config.webDist);
  const recordVisit = createVisitCounter(app.db);

  app.get<{ Params: { ref: string } }>('/loja/:ref', { schema: { hide: true } }, async (request, reply) => {
    const ref = request.params.ref.slice(0, 200);
    const now = requestNow(request);
    const origin = `${request.protocol}://${request.host}`;
    const page = await app.storefrontCache.cached(`page|${origin}|${menuKey(ref, request.lang, now)}`, async () => {
      const business = await findLinkedBusiness(app.db, ref);
      if (!business) return null;
      const offered = offersStorefront(business, now);
      const body = offered ? menuPage(await readStorefrontMenu(app.db, business, now, request.lang), request.lang, assets, origin) : unavailablePage(request.lang, assets, business);
      return { businessId: business.id, business, offered, html: body, etag: weakEtag(body) };
    });
    if (!page) return html(reply, 404, notFoundPage(request.lang, assets, 'menu'));
    // Counted beside the answer, not before it: the page never waits for the count.
    if (page.offered) void recordVisit(page.business, request, now);
    reply.header('etag', page.etag).header('vary', 'accept-language');
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).header('cache-control', 'no-cache').send();
    return html(reply, 200, page.html);
  });

  app.get<{ Params: { ref: string } }>('/loja/:ref/og.jpg', { schema: { hide: true } }, async (request, reply) => {
    const business = await findStorefrontBusiness(app.db, request.params.ref.slice(0, 200));
    if (!business) return reply.callNotFound();
    const image = await shareImage(business, app.storage, storefrontText(request.lang, 'shareSubtitle'));
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=3600').send(image);
  });

  // Mercado Pago's return page (back_urls, spec §1 /mercadopago/{status?}): its query proves nothing
  // (anyone can type it), so it only takes the customer to their order, which says "confirmando…"
  // until the webhook-confirmed payment arrives.
  app.get<{ Params: { status?: string }; Querystring: Record<string, unknown> }>('/mercadopago/:status?', { schema: { hide: true } }, async (request, reply) => {
    const reference = request.query.external_reference;
    const status = ['success', 'pending', 'failure'].find((known) => known === request.params.status) ?? 'pending';
    if (typeof reference !== 'string' || !(await readTrackedOrder(app.db, reference.slice(0, 100), request.lang))) return html(reply, 404, notFoundPage(request.lang, assets, 'order'));
    return reply.redirect(`/p/${encodeURIComponent(reference)}?pagamento=${status}`, 303);
  });

  app.get<{ Params: { uuid: string } }>('/p/:uuid', { schema: { hide: true } }, async (request, reply) => {
    const order = await readTrackedOrder(app.db, request.params.uuid.slice(0, 100), request.lang);
    if (!order) return html(reply, 404, notFoundPage(request.lang, assets, 'order'));
    reply.header('referrer-policy', 'no-referrer');
    return html(reply, 200, trackingPage(order, request.lang, assets, await pixToPay(app, order, request.lang)));
  });
}
