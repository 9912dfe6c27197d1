import type { OcrDraft } from '@comanda/domain/menu/product';
import { apiRequest } from '../../../../lib/api-client';

/**
 * POST v1/products/ocr/process (multipart field `image`): the products read from a photo of a
 * printed menu, as drafts to review. Bad or unreadable images answer 422 on `image`, too large 413.
 */
export async function processMenuPhoto(image: File, signal?: AbortSignal): Promise<OcrDraft[]> {
  const body = new FormData();
  body.append('image', image);
  const res = await apiRequest<{ data: OcrDraft[] }>('/products/ocr/process', { method: 'POST', body, signal });
  return res.data;
}
