import { createRequire } from 'node:module';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { createWorker, OEM, type Worker } from 'tesseract.js';

/*
 * Text recognition of menu photos with tesseract.js (INTEGRATIONS.md "OCR of a menu photo"). The
 * Portuguese model comes from the npm package @tesseract.js-data/por, read from disk: tesseract.js
 * would otherwise download it from a CDN, which a server must never depend on. One worker per app,
 * created on the first photo (loading the model takes a moment and most processes never read one),
 * reused by the next ones (it queues them), and terminated when the app closes.
 */

const require = createRequire(import.meta.url);
/** tessdata_best converted to integers: as accurate as "best", a fifth of the size of the default model. */
const LANG_PATH = path.join(path.dirname(require.resolve('@tesseract.js-data/por/package.json')), '4.0.0_best_int');

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const MAX_INPUT_PIXELS = 40_000_000;
/** Text this narrow is too small for the model; smaller photos are enlarged up to this width. */
const MIN_WIDTH = 1600;
const MAX_UPSCALE = 3;
/** Larger photos are reduced: more pixels cost time without reading better. */
const MAX_SIDE = 2800;

export interface OcrReader {
  /** The text of an image (JPEG, PNG or WebP), or null when the bytes are not such an image. */
  read(data: Buffer): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * Greyscale, stretched contrast, upright (EXIF orientation) and a size the model reads well; null
 * when the bytes are not an accepted image or cannot be decoded.
 */
export async function prepareForOcr(data: Buffer): Promise<Buffer | null> {
  const type = await fileTypeFromBuffer(data);
  if (!type || !ACCEPTED.has(type.mime)) return null;
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate();
    const { width = 0, height = 0, orientation } = await image.metadata();
    // EXIF orientations 5–8 swap width and height.
    const [w, h] = orientation && orientation >= 5 ? [height, width] : [width, height];
    if (w === 0 || h === 0) return null;
    let scale = 1;
    if (w < MIN_WIDTH) scale = Math.min(MAX_UPSCALE, MIN_WIDTH / w);
    if (Math.max(w, h) * scale > MAX_SIDE) scale = MAX_SIDE / Math.max(w, h);
    if (scale !== 1) image.resize({ width: Math.round(w * scale), height: Math.round(h * scale), kernel: 'lanczos3' });
    return await image.greyscale().normalise().png({ compressionLevel: 1 }).toBuffer();
  } catch {
    return null; // right signature, broken or oversized body
  }
}

export function createOcrReader(): OcrReader {
  let worker: Promise<Worker> | null = null;

  const start = (): Promise<Worker> => {
    if (!worker) {
      worker = createWorker('por', OEM.LSTM_ONLY, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' }).then(async (w) => {
        // The photo carries no usable DPI; say the usual one so tesseract does not guess per image.
        await w.setParameters({ user_defined_dpi: '300' });
        return w;
      });
      // A failed start (e.g. a missing model) is retried by the next photo, not cached forever.
      worker.catch(() => {
        worker = null;
      });
    }
    return worker;
  };

  return {
    async read(data) {
      const image = await prepareForOcr(data);
      if (!image) return null;
      const result = await (await start()).recognize(image);
      return result.data.text ?? '';
    },
    async close() {
      const running = worker;
      worker = null;
      if (!running) return;
      try {
        await (await running).terminate();
      } catch {
        // never started: nothing to stop
      }
    },
  };
}
