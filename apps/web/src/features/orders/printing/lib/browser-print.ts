/*
 * The browser's own print dialog as the last way to print (issue 17): no QZ Tray, no print agent.
 * The ticket's text goes into a hidden frame at the paper's width (spec §9: round(mm / 25.4 × 96)
 * px) in a monospace font, and the frame prints. Styles are set through the CSSOM and a constructed
 * stylesheet, which the content security policy allows (no inline <style>).
 */

export function printInBrowser(text: string, widthPx: number, paperMm: number): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  Object.assign(frame.style, { position: 'fixed', right: '0', bottom: '0', width: '0', height: '0', border: '0' });
  document.body.appendChild(frame);
  const win = frame.contentWindow;
  const doc = frame.contentDocument;
  if (!win || !doc) {
    frame.remove();
    return;
  }
  const sheet = new (win as Window & typeof globalThis).CSSStyleSheet();
  sheet.replaceSync(`@page { size: ${paperMm}mm auto; margin: 0; } body { margin: 0; }`);
  doc.adoptedStyleSheets = [sheet];
  const pre = doc.createElement('pre');
  pre.textContent = text;
  Object.assign(pre.style, { width: `${widthPx}px`, margin: '0', fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: '11px', lineHeight: '1.25', whiteSpace: 'pre-wrap' });
  doc.body.appendChild(pre);
  win.addEventListener('afterprint', () => frame.remove(), { once: true });
  win.focus();
  win.print();
}
