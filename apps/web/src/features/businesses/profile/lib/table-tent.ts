import { escapeHtml } from '../../../../lib/print-window';

type TableTent = {
  /** The document's language (<html lang>), for the browser's hyphenation and voice. */
  lang: string;
  businessName: string;
  /** The QR code as an SVG document (qrcode's toString), drawn at the card's size. */
  qrSvg: string;
  url: string;
  /** The line that tells the customer what to do. */
  callToAction: string;
};

/** The link as a person reads and types it: no https://. */
export function readableUrl(url: string): string {
  return url.replace(/^https?:\/\//, '');
}

// One A6 card (105 × 148 mm): on screen a sheet on grey, on paper the page itself, never two pages.
// The size is in millimetres: Chromium 156 ignores `size: A6` (it printed Letter), not the measures.
const STYLE = `@page{size:105mm 148mm;margin:0}
*{box-sizing:border-box}
html,body{margin:0}
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#111827;background:#e5e7eb}
.tent{width:105mm;height:148mm;margin:8mm auto;padding:10mm 8mm;background:#fff;overflow:hidden;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:5mm;text-align:center}
h1{margin:0;font-size:18pt;line-height:1.15;overflow-wrap:anywhere}
.qr svg{display:block;width:64mm;height:64mm}
.cta{margin:0;font-size:13pt;font-weight:600;line-height:1.3}
.link{margin:0;font-size:9pt;color:#4b5563;overflow-wrap:anywhere}
@media print{body{background:none}.tent{margin:0}}`;

/** The table display's page: the business's name, the QR code, what to do, and the link to type. */
export function tableTentHtml({ lang, businessName, qrSvg, url, callToAction }: TableTent): string {
  const name = escapeHtml(businessName);
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${name}</title><style>${STYLE}</style></head>
<body><main class="tent"><h1>${name}</h1><div class="qr">${qrSvg}</div><p class="cta">${escapeHtml(callToAction)}</p><p class="link">${escapeHtml(readableUrl(url))}</p></main></body></html>`;
}
