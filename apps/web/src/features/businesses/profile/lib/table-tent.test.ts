import { describe, expect, it } from 'vitest';
import { readableUrl, tableTentHtml } from './table-tent';

const tent = (overrides: Partial<Parameters<typeof tableTentHtml>[0]> = {}) =>
  tableTentHtml({
    lang: 'pt-BR',
    businessName: 'Pizzaria Bella Napoli',
    qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 33 33"><path d="M4 4h7"/></svg>',
    url: 'https://app.comanda.com.br/loja/bella-napoli',
    callToAction: 'Aponte a câmera para ver o cardápio e pedir',
    ...overrides,
  });

describe('tableTentHtml', () => {
  it('prints one A6 page: the name, the QR code, what to do and the link to type', () => {
    const html = tent();
    expect(html).toContain('@page{size:105mm 148mm;');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.documentElement.lang).toBe('pt-BR');
    expect(doc.querySelector('h1')?.textContent).toBe('Pizzaria Bella Napoli');
    expect(doc.querySelector('.qr svg path')).not.toBeNull();
    expect(doc.querySelector('.cta')?.textContent).toBe('Aponte a câmera para ver o cardápio e pedir');
    expect(doc.querySelector('.link')?.textContent).toBe('app.comanda.com.br/loja/bella-napoli');
  });

  it("keeps the business's name text: markup in it is shown, never run", () => {
    const doc = new DOMParser().parseFromString(tent({ businessName: 'Bar <img src=x onerror=alert(1)> & Cia' }), 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('Bar <img src=x onerror=alert(1)> & Cia');
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.title).toBe('Bar <img src=x onerror=alert(1)> & Cia');
  });
});

describe('readableUrl', () => {
  it('drops the scheme, keeping host and path', () => {
    expect(readableUrl('http://localhost:3000/loja/AbC_1-x')).toBe('localhost:3000/loja/AbC_1-x');
  });
});
