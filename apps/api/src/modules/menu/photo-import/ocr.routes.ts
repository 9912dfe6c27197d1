import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { OcrDraftSchema } from '@comanda/domain/menu/product';
import type { Lang } from '@comanda/domain/validation/lang';
import { fieldError } from '../../../lib/app-error';
import { errorResponses } from '../../../lib/error-responses';
import { notAnImage, readUpload } from '../../../lib/images';
import { createOcrReader } from '../../../lib/ocr';
import { parseMenuText } from './menu-photo';
import { businessAccess } from '../../../plugins/route-access';
import { many } from '@comanda/domain/wire/envelopes';

const NOTHING_FOUND: Record<Lang, string> = {
  pt: 'Não encontramos produtos nesta imagem. Tente uma foto mais nítida, de frente e bem iluminada.',
  en: 'We could not find any products in this image. Try a sharper, well-lit photo taken straight on.',
};

/** POST v1/products/ocr/process: draft products read from a photo of a printed menu. */
export async function ocrRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const reader = createOcrReader();
  app.addHook('onClose', async () => reader.close());

  r.post(
    '/products/ocr/process',
    {
      config: { access: businessAccess('manage_menu') },
      schema: {
        tags: ['products'],
        summary: 'Read draft products (name, price, description) from a photo of a printed menu (multipart field `image`)',
        consumes: ['multipart/form-data'],
        response: { 200: many(OcrDraftSchema), ...errorResponses(401, 403, 413, 422) },
      },
    },
    async (request) => {
      const data = await readUpload(request, 'image');
      const text = await reader.read(data);
      if (text === null) throw notAnImage('image', request);
      const drafts = parseMenuText(text);
      if (drafts.length === 0) throw fieldError('image', NOTHING_FOUND[request.lang]);
      return { data: drafts };
    },
  );
}
