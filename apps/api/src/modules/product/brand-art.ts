// Brand logos of the demo catalogue: a wordmark per brand, drawn by us in SVG (its own typeface family, weight,
// spacing, colours and a small mark), never the brand's real artwork. Latin names are SVG text in a generic font stack
// (the system's sans, serif or mono face; nothing is downloaded), rendered to lossless WebP at seed time.

const SANS = "'DejaVu Sans','Liberation Sans',Arial,Helvetica,sans-serif";
const SERIF = "'DejaVu Serif','Liberation Serif',Georgia,'Times New Roman',serif";
const CONDENSED = "'DejaVu Sans Condensed','Liberation Sans Narrow','Arial Narrow',sans-serif";
const MONO = "'DejaVu Sans Mono','Liberation Mono',Menlo,monospace";

/** One line of a wordmark. */
interface Line {
  text: string;
  size: number;
  font?: string;
  weight?: number;
  italic?: boolean;
  /** Extra space between letters, in px. */
  spacing?: number;
  fill?: string;
}

/** How a brand's logo looks: its background, wordmark lines, an optional mark above them and a rule below. */
export interface Wordmark {
  background: string;
  /** Fill of the lines unless a line has its own. */
  ink: string;
  lines: Line[];
  /** SVG drawn in a 640×640 box above the words (the words move down to make room). */
  mark?: string;
  /** A bar under the words in this colour. */
  rule?: string;
  /** Background shape: a full tile (default) or a rounded badge on white. */
  badge?: boolean;
}

const swoosh = (c: string) =>
  `<path d="M230 230 C300 150 420 150 470 200" fill="none" stroke="${c}" stroke-width="16" stroke-linecap="round"/><path d="M170 250 C260 200 360 200 410 240" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round" opacity=".6"/>`;

/** The wordmark of every seeded brand, by slug. */
export const WORDMARKS: Record<string, Wordmark> = {
  samsonite: {
    background: '#ffffff',
    ink: '#0b2a5b',
    mark: swoosh('#0b2a5b'),
    lines: [{ text: 'Samsonite', size: 92, font: SERIF, weight: 700, italic: true }],
  },
  delsey: {
    background: '#c8102e',
    ink: '#ffffff',
    lines: [
      { text: 'DELSEY', size: 118, font: SANS, weight: 700, spacing: 10 },
      { text: 'PARIS', size: 40, font: SANS, weight: 400, spacing: 22 },
    ],
  },
  'american-tourister': {
    background: '#ffffff',
    ink: '#0a2240',
    mark: '<circle cx="320" cy="190" r="70" fill="#c8102e"/><path d="M285 235 L320 140 L355 235 M298 205 L342 205" fill="none" stroke="#fff" stroke-width="14" stroke-linejoin="round"/>',
    lines: [
      { text: 'AMERICAN', size: 84, font: CONDENSED, weight: 700, spacing: 4 },
      { text: 'TOURISTER', size: 84, font: CONDENSED, weight: 700, spacing: 4, fill: '#c8102e' },
    ],
  },
  xiaomi: {
    background: '#ffffff',
    ink: '#3a3a3a',
    mark: '<rect x="230" y="110" width="180" height="180" rx="54" fill="#ff6900"/><path d="M272 250 L272 160 L342 160 C360 160 368 170 368 188 L368 250 M320 250 L320 200" fill="none" stroke="#fff" stroke-width="20"/>',
    lines: [{ text: 'XIAOMI', size: 92, font: SANS, weight: 400, spacing: 12 }],
  },
  anker: {
    background: '#ffffff',
    ink: '#00a7e1',
    lines: [{ text: 'ANKER', size: 140, font: SANS, weight: 700, spacing: 6 }],
    rule: '#00a7e1',
  },
  sony: {
    background: '#ffffff',
    ink: '#000000',
    lines: [{ text: 'SONY', size: 150, font: SERIF, weight: 700, spacing: 8 }],
  },
  casio: {
    background: '#ffffff',
    ink: '#142c8e',
    lines: [{ text: 'CASIO', size: 140, font: SANS, weight: 700, italic: true, spacing: 2 }],
  },
  'ray-ban': {
    background: '#ffffff',
    ink: '#ffffff',
    badge: true,
    lines: [{ text: 'Ray-Ban', size: 110, font: SERIF, weight: 700, italic: true }],
  },
  dior: {
    background: '#f6f1ea',
    ink: '#111111',
    lines: [
      { text: 'DIOR', size: 140, font: SERIF, weight: 400, spacing: 30 },
      { text: 'PARFUMS', size: 30, font: SANS, weight: 400, spacing: 18 },
    ],
  },
  chanel: {
    background: '#ffffff',
    ink: '#000000',
    mark: '<path d="M342 148 A60 60 0 1 0 342 232" fill="none" stroke="#000" stroke-width="20"/><path d="M298 148 A60 60 0 1 1 298 232" fill="none" stroke="#000" stroke-width="20"/>',
    lines: [{ text: 'CHANEL', size: 100, font: SANS, weight: 700, spacing: 16 }],
  },
  'novin-saffron': {
    background: '#fff8ec',
    ink: '#8b1e1e',
    mark: [-40, 0, 40]
      .map(
        (a) =>
          `<ellipse cx="320" cy="180" rx="34" ry="80" fill="#7c3aed" opacity=".85" transform="rotate(${a} 320 250)"/>`,
      )
      .concat('<path d="M320 250 L300 150 M320 250 L320 140 M320 250 L340 150" stroke="#dc2626" stroke-width="8"/>')
      .join(''),
    lines: [
      { text: 'NOVIN', size: 92, font: SERIF, weight: 700, spacing: 10 },
      { text: 'SAFFRON', size: 46, font: SANS, weight: 400, spacing: 16, fill: '#b45309' },
    ],
  },
  'gaz-sekeh': {
    background: '#3b2314',
    ink: '#e9c46a',
    mark: '<circle cx="320" cy="190" r="80" fill="none" stroke="#e9c46a" stroke-width="10"/><circle cx="320" cy="190" r="62" fill="none" stroke="#e9c46a" stroke-width="4" stroke-dasharray="6 8"/><path d="M320 140 L350 190 L320 240 L290 190Z" fill="#e9c46a"/>',
    lines: [
      { text: 'SEKEH', size: 100, font: SERIF, weight: 700, spacing: 12 },
      { text: 'GAZ OF ISFAHAN', size: 34, font: SANS, weight: 400, spacing: 6 },
    ],
  },
  'la-roche-posay': {
    background: '#ffffff',
    ink: '#005aa9',
    lines: [
      { text: 'LA ROCHE-', size: 78, font: SANS, weight: 400, spacing: 4 },
      { text: 'POSAY', size: 78, font: SANS, weight: 400, spacing: 4 },
      { text: 'LABORATOIRE', size: 26, font: SANS, weight: 400, spacing: 10, fill: '#5b6b7c' },
    ],
    rule: '#005aa9',
  },
  'travel-blue': {
    background: '#0077c8',
    ink: '#ffffff',
    mark: '<g transform="rotate(40 320 200)" fill="#fff"><ellipse cx="320" cy="200" rx="20" ry="100"/><path d="M320 170 L440 225 L440 245 L320 220 L200 245 L200 225Z"/><path d="M320 270 L365 292 L365 304 L320 294 L275 304 L275 292Z"/></g>',
    lines: [{ text: 'travel blue', size: 96, font: SANS, weight: 700 }],
  },
  baseus: {
    background: '#111111',
    ink: '#ffffff',
    lines: [{ text: 'BASEUS', size: 112, font: MONO, weight: 700, spacing: 6 }],
    rule: '#f5c400',
  },
  cheshmeh: {
    background: '#ffffff',
    ink: '#0f766e',
    mark: '<path d="M320 100 C360 170 400 210 400 250 C400 295 364 320 320 320 C276 320 240 295 240 250 C240 210 280 170 320 100Z" fill="#14b8a6"/><path d="M280 255 C285 280 300 292 320 296" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"/>',
    lines: [
      { text: 'CHESHMEH', size: 80, font: SERIF, weight: 400, spacing: 6 },
      { text: 'PUBLISHING', size: 30, font: SANS, weight: 400, spacing: 14, fill: '#475569' },
    ],
  },
  adidas: {
    background: '#ffffff',
    ink: '#000000',
    mark: `<g transform="rotate(-30 320 230)">${[0, 1, 2]
      .map(
        (k) =>
          `<rect x="${230 + k * 66}" y="${270 - 50 * (k + 1)}" width="46" height="${50 * (k + 1) + 20}" fill="#000"/>`,
      )
      .join('')}</g>`,
    lines: [{ text: 'adidas', size: 124, font: SANS, weight: 700 }],
  },
};

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The 640×640 SVG of a wordmark: the mark in the upper third (if any), the words centred below it. */
export function wordmarkSvg(w: Wordmark): string {
  const gap = 22;
  const height = w.lines.reduce((sum, l) => sum + l.size, 0) + gap * (w.lines.length - 1);
  const top = w.mark ? 350 : 320 - height / 2;
  let y = top;
  const words = w.lines
    .map((l) => {
      y += l.size;
      const text = `<text x="320" y="${y - l.size * 0.18}" font-family="${l.font ?? SANS}" font-size="${l.size}" font-weight="${l.weight ?? 400}"${l.italic ? ' font-style="italic"' : ''}${l.spacing ? ` letter-spacing="${l.spacing}"` : ''} fill="${l.fill ?? w.ink}" text-anchor="middle">${escapeXml(l.text)}</text>`;
      y += gap;
      return text;
    })
    .join('');
  const rule = w.rule ? `<rect x="200" y="${y + 6}" width="240" height="10" rx="5" fill="${w.rule}"/>` : '';
  const tile = w.badge
    ? `<rect width="640" height="640" fill="#ffffff"/><rect x="40" y="${top - 40}" width="560" height="${height + 80}" rx="70" fill="#d2122e"/>`
    : `<rect width="640" height="640" fill="${w.background}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">${tile}${w.mark ?? ''}${words}${rule}</svg>`;
}
