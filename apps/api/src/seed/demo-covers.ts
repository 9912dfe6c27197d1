import sharp from 'sharp';
import type { CoverKind } from './demo-menu-data';

// Cover pictures of the demo products, drawn here (flat illustrations in SVG) so that the repository
// ships no photos and the demo needs no network. The product's initial sits in a badge so that two
// drawings of the same kind still tell apart.

const SIZE = 640;

const drawings: Record<CoverKind, (color: string) => string> = {
  pizza: (color) => `
    <circle cx="320" cy="330" r="230" fill="#e0a458"/>
    <circle cx="320" cy="330" r="200" fill="${color}"/>
    <circle cx="250" cy="270" r="44" fill="#f7dc6f"/><circle cx="390" cy="290" r="50" fill="#f9e79f"/>
    <circle cx="300" cy="410" r="48" fill="#f7dc6f"/><circle cx="410" cy="420" r="30" fill="#f9e79f"/>
    <circle cx="220" cy="370" r="16" fill="#1e8449"/><circle cx="350" cy="220" r="14" fill="#1e8449"/>
    <circle cx="380" cy="360" r="12" fill="#17202a"/><circle cx="260" cy="460" r="12" fill="#17202a"/>
    <line x1="120" y1="330" x2="520" y2="330" stroke="#e0a458" stroke-width="6"/>
    <line x1="320" y1="130" x2="320" y2="530" stroke="#e0a458" stroke-width="6"/>`,
  'sweet-pizza': (color) => `
    <circle cx="320" cy="330" r="230" fill="#e0a458"/>
    <circle cx="320" cy="330" r="200" fill="${color}"/>
    <path d="M200 300 q40 -40 80 0 t80 0 t80 0" stroke="#fdfefe" stroke-width="14" fill="none"/>
    <path d="M200 380 q40 -40 80 0 t80 0 t80 0" stroke="#fdfefe" stroke-width="14" fill="none"/>
    <circle cx="260" cy="230" r="22" fill="#e74c3c"/><circle cx="390" cy="440" r="22" fill="#e74c3c"/>
    <circle cx="420" cy="250" r="18" fill="#f5b041"/>`,
  burger: (color) => `
    <path d="M150 300 q170 -190 340 0 z" fill="#e59866"/>
    <rect x="140" y="300" width="360" height="34" rx="16" fill="#58d68d"/>
    <rect x="150" y="334" width="340" height="26" fill="#f4d03f"/>
    <rect x="140" y="360" width="360" height="56" rx="24" fill="${color}"/>
    <rect x="150" y="416" width="340" height="60" rx="24" fill="#e59866"/>
    <circle cx="270" cy="220" r="6" fill="#fdebd0"/><circle cx="330" cy="200" r="6" fill="#fdebd0"/><circle cx="380" cy="230" r="6" fill="#fdebd0"/>`,
  acai: (color) => `
    <path d="M150 280 h340 l-40 220 h-260 z" fill="${color}"/>
    <ellipse cx="320" cy="280" rx="170" ry="40" fill="#7d3c98"/>
    <circle cx="260" cy="262" r="26" fill="#f4d03f"/><circle cx="330" cy="250" r="30" fill="#fdfefe"/>
    <circle cx="390" cy="268" r="24" fill="#e74c3c"/>`,
  drink: (color) => `
    <path d="M210 150 h220 l-30 370 h-160 z" fill="${color}"/>
    <rect x="210" y="150" width="220" height="30" fill="#fdfefe" opacity="0.6"/>
    <rect x="350" y="80" width="16" height="160" fill="#fdfefe" transform="rotate(15 358 160)"/>
    <circle cx="280" cy="300" r="10" fill="#fdfefe" opacity="0.7"/><circle cx="330" cy="380" r="8" fill="#fdfefe" opacity="0.7"/>`,
  bottle: (color) => `
    <rect x="280" y="90" width="80" height="60" rx="10" fill="#17202a"/>
    <path d="M280 150 h80 v60 q60 40 60 110 v200 h-200 v-200 q0 -70 60 -110 z" fill="${color}"/>
    <rect x="220" y="330" width="200" height="90" fill="#fdfefe" opacity="0.85"/>`,
  stew: (color) => `
    <ellipse cx="320" cy="360" rx="240" ry="150" fill="#5d6d7e"/>
    <ellipse cx="320" cy="330" rx="210" ry="110" fill="${color}"/>
    <circle cx="250" cy="310" r="26" fill="#6e2c00"/><circle cx="360" cy="300" r="30" fill="#78281f"/>
    <circle cx="320" cy="370" r="22" fill="#6e2c00"/><rect x="400" y="340" width="60" height="26" rx="8" fill="#dc7633"/>
    <rect x="60" y="340" width="40" height="20" rx="8" fill="#5d6d7e"/><rect x="540" y="340" width="40" height="20" rx="8" fill="#5d6d7e"/>`,
};

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A square PNG cover: a soft background, the drawing of its kind, the product's initial. */
export async function drawCover(name: string, kind: CoverKind, color: string): Promise<Buffer> {
  const initial = escapeXml(name.replace(/^(Pizza|X-)\s*/i, '').charAt(0).toLocaleUpperCase('pt-BR') || '?');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fef5e7"/><stop offset="1" stop-color="#f6ddcc"/></linearGradient></defs>
    <rect width="${SIZE}" height="${SIZE}" fill="url(#bg)"/>
    ${drawings[kind](color)}
    <circle cx="560" cy="80" r="52" fill="${color}" stroke="#fdfefe" stroke-width="6"/>
    <text x="560" y="100" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="56" font-weight="bold" fill="#fdfefe" text-anchor="middle">${initial}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
