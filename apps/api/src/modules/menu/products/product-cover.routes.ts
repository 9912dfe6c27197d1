import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/app-error';
import { errorResponses } from '../../../lib/error-responses';
import { msg } from '../../../lib/messages';
import { notAnImage, readUpload, removeStoredImage, storeImage } from '../../../lib/images';
import { requireProduct } from '../menu-access';
import { COVER_IMAGE } from './product-resource';
import { setProductCover } from './products.repository';
import { oneProduct, productParams, productReply } from './products.routes';
import { accessOf, businessAccess } from '../../../plugins/route-access';

// v1/products/{id}/cover: the product's picture (same pipeline as the business logo, larger).

export async function productCoverRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.db;
  const tags = ['products'];

  r.post(
    '/products/:id/cover',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags,
        summary: 'Upload the cover (multipart field `cover`: JPEG, PNG or WebP; stored as WebP, at most 1024 px)',
        consumes: ['multipart/form-data'],
        params: productParams,
        response: { 200: oneProduct, ...errorResponses(401, 403, 404, 413, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const product = await requireProduct(db, business.id, request.params.id, request.lang);
      const data = await readUpload(request, 'cover');
      const stored = await storeImage(app.storage, data, COVER_IMAGE);
      if (!stored) throw notAnImage('cover', request);
      if (!(await setProductCover(db, business.id, product.id, stored))) {
        await removeStoredImage(app.storage, stored); // the product went away meanwhile
        throw new AppError('not_found', msg(request.lang, 'product_not_found'));
      }
      await removeStoredImage(app.storage, product.coverPath);
      return productReply(request, business, product.id);
    },
  );

  r.delete(
    '/products/:id/cover',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags,
        summary: 'Remove the cover',
        params: productParams,
        response: { 200: oneProduct, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const product = await requireProduct(db, business.id, request.params.id, request.lang);
      if (!(await setProductCover(db, business.id, product.id, null))) throw new AppError('not_found', msg(request.lang, 'product_not_found'));
      await removeStoredImage(app.storage, product.coverPath);
      return productReply(request, business, product.id);
    },
  );
}
