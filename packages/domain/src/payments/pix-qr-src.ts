/**
 * The `src` of an <img> showing a Pix QR the API drew as SVG: an image, so nothing in the SVG can run
 * as part of the page, and the page needs no QR library (the storefront's script and the back office
 * show it alike). Zod-free: the storefront's script imports it.
 */
export function pixQrSrc(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
