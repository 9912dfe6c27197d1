import type { Readable } from 'node:stream';
import sharp, { type OverlayOptions } from 'sharp';
import type { ObjectStorage } from '../../integrations/ports';
import type { BusinessRow } from '../../plugins/tenancy';
import { escapeHtml } from '../../lib/html';

/*
 * The picture WhatsApp and other apps show with a shared link (Open Graph, issue 33): 1200×630, the
 * business's logo and name on the brand's colour, as a JPEG well under the 300 KB WhatsApp accepts.
 * Made on request from what the business has; small enough (about 30 KB) to make again each time.
 */

const WIDTH = 1200;
const HEIGHT = 630;
const LOGO = 280;

async function streamToBuffer(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Long names wrap on two lines at most; past that, they are cut with an ellipsis. */
function nameLines(name: string): string[] {
  const words = name.split(/\s+/);
  const lines: string[] = [''];
  for (const word of words) {
    const line = lines[lines.length - 1]!;
    if ((line + ' ' + word).trim().length <= 22) lines[lines.length - 1] = (line + ' ' + word).trim();
    else lines.push(word);
  }
  if (lines.length > 2) return [lines[0]!, `${lines[1]!.slice(0, 20)}…`];
  return lines;
}

export async function shareImage(business: BusinessRow, storage: ObjectStorage, subtitle: string): Promise<Buffer> {
  const lines = nameLines(business.name);
  const hasLogo = business.logoPath !== null;
  const textX = hasLogo ? 140 + LOGO + 60 : 100;
  const text = lines.map((line, i) => `<text x="${textX}" y="${270 + i * 90}" font-size="78" font-weight="700" fill="#fff" font-family="DejaVu Sans, sans-serif">${escapeHtml(line)}</text>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="100%" height="100%" fill="#b91c1c"/>${text}<text x="${textX}" y="${270 + lines.length * 90 + 20}" font-size="40" fill="#fee2e2" font-family="DejaVu Sans, sans-serif">${escapeHtml(subtitle)}</text></svg>`;
  const layers: OverlayOptions[] = [];
  if (hasLogo) {
    const object = await storage.get(business.logoPath!);
    if (object) {
      const logo = await sharp(await streamToBuffer(object.body)).resize(LOGO, LOGO, { fit: 'cover' }).png().toBuffer();
      layers.push({ input: logo, left: 140, top: Math.round((HEIGHT - LOGO) / 2) });
    }
  }
  return sharp(Buffer.from(svg)).composite(layers).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}
