// Renders e2e/fixtures/menu-photo.png: a printed menu as a phone would photograph it (slightly warm
// paper, a heading, products with prices, a description line), used by the OCR import test and the
// Playwright journey. Run with `node scripts/make-menu-photo.mjs`; the PNG is committed.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(root, 'e2e/fixtures/menu-photo.png');

const WIDTH = 900;
const rows = [
  { name: 'Coxinha de frango', price: 'R$ 8,50', description: 'Massa de batata e frango desfiado' },
  { name: 'Pastel de queijo', price: 'R$ 12,00', description: null },
];

const escape = (text) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

let y = 200;
const lines = [];
for (const row of rows) {
  lines.push(`<text x="60" y="${y}" font-size="40" font-weight="bold">${escape(row.name)}</text>`);
  lines.push(`<text x="${WIDTH - 60}" y="${y}" font-size="40" font-weight="bold" text-anchor="end">${escape(row.price)}</text>`);
  y += 50;
  if (row.description) {
    lines.push(`<text x="60" y="${y}" font-size="28" fill="#444">${escape(row.description)}</text>`);
    y += 50;
  }
  y += 40;
}
const height = y + 20;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}">
  <rect width="100%" height="100%" fill="#fbf6ec"/>
  <g font-family="DejaVu Sans, Liberation Sans, sans-serif" fill="#1d1d1d">
    <text x="${WIDTH / 2}" y="95" font-size="56" font-weight="bold" text-anchor="middle">Salgados</text>
    <line x1="60" y1="130" x2="${WIDTH - 60}" y2="130" stroke="#8a6d3b" stroke-width="3"/>
    ${lines.join('\n    ')}
  </g>
</svg>`;

await sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toFile(target);
console.log(`wrote ${path.relative(root, target)} (${WIDTH}×${height})`);
