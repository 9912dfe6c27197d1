import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { msg } from '../../lib/messages';
import { phoneAccount } from '../../lib/rate-limits';
import type { BusinessRow } from '../../plugins/tenancy';
import { findLinkedBusiness, offersStorefront } from './storefront.repository';

// What the public menu's routes share: the link in the path, the business it names, and the phone a
// body names as the per-phone limit's key.

/** `{ref}`: a business's slug or token. */
export const refParams = z.strictObject({ ref: z.string().max(200) });

/**
 * The business a public link names, as the menu cache holds it (forgotten the moment its row
 * changes, menu-cache.ts), so a checkout's many requests read it once; 404 when none. Prices and
 * balances are read fresh by the work that needs them.
 */
export async function requireStorefrontBusiness(app: FastifyInstance, request: { params: { ref: string }; lang: FastifyRequest['lang'] }): Promise<BusinessRow> {
  const { ref } = request.params;
  const held = await app.storefrontCache.cached(`business|${ref}`, async () => {
    // A business that does not offer its menu now is held under its id too, so that its next change
    // (unblocked, its invoice paid) forgets the answer at once.
    const linked = await findLinkedBusiness(app.db, ref);
    return linked ? { businessId: linked.id, found: offersStorefront(linked) ? linked : null } : null;
  });
  if (!held?.found) throw new AppError('not_found', msg(request.lang, 'storefront_not_found'));
  return held.found;
}

/** The WhatsApp in `field` of the body in E.164, so '(11) 9…' and '+55 11 9…' count together against one limit. */
export const bodyPhone =
  (field: 'customer_whatsapp' | 'whatsapp') =>
  (request: FastifyRequest): string | undefined => {
    const phone = (request.body as Record<string, unknown> | undefined)?.[field];
    return typeof phone === 'string' ? phoneAccount(phone) : undefined;
  };
