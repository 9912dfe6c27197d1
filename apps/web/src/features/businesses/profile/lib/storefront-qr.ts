import { queryOptions } from '@tanstack/react-query';

/** The QR code of the public menu's link: a PNG to show and download, an SVG to print sharp. */
export type StorefrontQr = { png: string; svg: string };

// 4 modules of white around the code, as the QR standard asks: a printed or downloaded code is often
// put on a coloured background.
const QUIET_ZONE = 4;
const PNG_WIDTH_PX = 1024;

/*
 * The QR library loads when the card asks for a code, not with the page (its first load). A code is
 * the same for the same link, so it is made once per link.
 */
export function storefrontQrOptions(url: string) {
  return queryOptions({
    queryKey: ['storefront-qr', url],
    queryFn: async (): Promise<StorefrontQr> => {
      const { toDataURL, toString } = await import('qrcode');
      const [png, svg] = await Promise.all([
        toDataURL(url, { type: 'image/png', width: PNG_WIDTH_PX, margin: QUIET_ZONE }),
        toString(url, { type: 'svg', margin: QUIET_ZONE }),
      ]);
      return { png, svg };
    },
    staleTime: Infinity,
    gcTime: Infinity,
  });
}
