import type { FastifyInstance } from 'fastify';
import { authRoutes } from './modules/auth/auth.routes';
import { emailVerificationRoutes } from './modules/auth/email-verification.routes';
import { passwordResetRoutes } from './modules/auth/password-reset.routes';
import { socialLoginRoutes } from './modules/auth/social-login.routes';
import { avatarRoutes } from './modules/profile/avatar.routes';
import { emailChangeRoutes } from './modules/profile/email-change.routes';
import { profileRoutes } from './modules/profile/profile.routes';
import { whatsappChangeRoutes } from './modules/profile/whatsapp-change.routes';
import { businessLogoRoutes } from './modules/businesses/business-logo.routes';
import { businessesRoutes } from './modules/businesses/businesses.routes';
import { currentBusinessRoutes } from './modules/businesses/current-business.routes';
import { devOutboxRoutes } from './modules/dev-outbox/dev-outbox.routes';
import { rolesRoutes } from './modules/roles/roles.routes';
import { categoriesRoutes } from './modules/menu/categories/categories.routes';
import { productsRoutes } from './modules/menu/products/products.routes';
import { productCoverRoutes } from './modules/menu/products/product-cover.routes';
import { productImportRoutes } from './modules/menu/photo-import/product-import.routes';
import { schedulesRoutes } from './modules/menu/schedules/schedules.routes';
import { promotionsRoutes } from './modules/menu/promotions/promotions.routes';
import { quoteRoutes } from './modules/menu/quote/quote.routes';
import { variationsRoutes } from './modules/menu/variations/variations.routes';
import { ocrRoutes } from './modules/menu/photo-import/ocr.routes';

// Every module's routes under /api/v1; each module file registers its own paths.
export async function apiRoutes(app: FastifyInstance) {
  await app.register(authRoutes);
  await app.register(socialLoginRoutes);
  await app.register(emailVerificationRoutes);
  await app.register(passwordResetRoutes);
  await app.register(profileRoutes);
  await app.register(emailChangeRoutes);
  await app.register(avatarRoutes);
  await app.register(whatsappChangeRoutes);
  await app.register(businessesRoutes);
  await app.register(currentBusinessRoutes);
  await app.register(businessLogoRoutes);
  await app.register(rolesRoutes);
  await app.register(categoriesRoutes);
  await app.register(productsRoutes);
  await app.register(productCoverRoutes);
  await app.register(productImportRoutes);
  await app.register(schedulesRoutes);
  await app.register(variationsRoutes);
  await app.register(promotionsRoutes);
  await app.register(quoteRoutes);
  await app.register(ocrRoutes);
  if (app.config.outboxApi) await app.register(devOutboxRoutes);
}
