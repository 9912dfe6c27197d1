import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { businessSchema } from '@comanda/domain/business/business-schemas';
import { errorResponses } from '../../../lib/error-responses';
import { notAnImage, readUpload, removeStoredImage, storeImage } from '../../../lib/images';
import { toBusinessResource } from '../business-resource';
import { updateBusiness } from '../businesses.repository';
import { businessIdParamsSchema } from '../businesses.routes';
import { accessOf, businessAccess } from '../../../plugins/route-access';
import { one } from '@comanda/domain/wire/envelopes';

const LOGO = { folder: 'logos', maxSize: 512 };
const single = one(businessSchema);

export async function businessLogoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/businesses/:id/logo',
    {
      config: { access: businessAccess('manage_settings', { from: 'path' }) },
      schema: {
        tags: ['businesses'],
        summary: 'Upload the logo (multipart field `logo`: JPEG, PNG or WebP; stored as WebP, at most 512 px)',
        consumes: ['multipart/form-data'],
        params: businessIdParamsSchema,
        response: { 200: single, ...errorResponses(401, 403, 404, 413, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const data = await readUpload(request, 'logo');
      const stored = await storeImage(app.storage, data, LOGO);
      if (!stored) throw notAnImage('logo', request);
      const updated = await updateBusiness(app.db, business.id, { logoPath: stored });
      await removeStoredImage(app.storage, business.logoPath);
      return { data: toBusinessResource(updated ?? business, { lang: request.lang, appUrl: app.config.appUrl }) };
    },
  );

  r.delete(
    '/businesses/:id/logo',
    {
      config: { access: businessAccess('manage_settings', { from: 'path' }) },
      schema: {
        tags: ['businesses'],
        summary: 'Remove the logo',
        params: businessIdParamsSchema,
        response: { 200: single, ...errorResponses(401, 403, 404, 422) },
      },
    },
    async (request) => {
      const { business } = accessOf(request);
      const updated = await updateBusiness(app.db, business.id, { logoPath: null });
      await removeStoredImage(app.storage, business.logoPath);
      return { data: toBusinessResource(updated ?? business, { lang: request.lang, appUrl: app.config.appUrl }) };
    },
  );
}
