import { randomInt } from 'node:crypto';
import sharp from 'sharp';
import { CAPTCHA_ALPHABET, GLYPHS } from './glyphs';

/** Image options of §7. */
export interface CaptchaImageOptions {
  width: number;
  height: number;
  fontColor: string;
  backgroundColor: string;
}

/** A random answer of `length` characters from the unambiguous alphabet (crypto random). */
export function randomAnswer(length: number): string {
  let answer = '';
  for (let i = 0; i < length; i++) answer += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return answer;
}

const rand = (min: number, max: number) => min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
const f = (n: number) => n.toFixed(1);

/** SVG of the answer: each glyph jittered, rotated, skewed and scaled, over noise lines and dots. */
export function captchaSvg(answer: string, o: CaptchaImageOptions): string {
  const { width: w, height: h } = o;
  const cell = w / (answer.length + 0.6);
  const scale = Math.min((cell * 0.78) / 10, (h * 0.68) / 14);
  const stroke = Math.max(1.4, scale * 1.5);
  const parts: string[] = [`<rect width="${w}" height="${h}" fill="${o.backgroundColor}"/>`];

  // Background noise: curves and dots in the font colour.
  for (let i = 0; i < 4; i++) {
    parts.push(
      `<path d="M${f(rand(0, w * 0.2))} ${f(rand(0, h))} Q${f(rand(0, w))} ${f(rand(-h / 2, h * 1.5))} ${f(rand(w * 0.8, w))} ${f(rand(0, h))}" fill="none" stroke="${o.fontColor}" stroke-width="${f(rand(0.6, 1.4))}" opacity="${f(rand(0.35, 0.7))}"/>`,
    );
  }
  for (let i = 0; i < Math.round((w * h) / 180); i++) {
    parts.push(
      `<circle cx="${f(rand(0, w))}" cy="${f(rand(0, h))}" r="${f(rand(0.4, 1.1))}" fill="${o.fontColor}" opacity="0.5"/>`,
    );
  }

  [...answer].forEach((ch, i) => {
    const glyph = GLYPHS[ch];
    const cx = cell * 0.3 + cell * i + cell / 2 + rand(-cell * 0.08, cell * 0.08);
    const cy = h / 2 + rand(-h * 0.08, h * 0.08);
    const s = scale * rand(0.85, 1.1);
    const transform = `translate(${f(cx)} ${f(cy)}) rotate(${f(rand(-22, 22))}) skewX(${f(rand(-12, 12))}) scale(${s.toFixed(3)}) translate(-5 -7)`;
    const d = glyph
      .map((line) =>
        line.map(([x, y], k) => `${k === 0 ? 'M' : 'L'}${f(x + rand(-0.5, 0.5))} ${f(y + rand(-0.5, 0.5))}`).join(' '),
      )
      .join(' ');
    parts.push(
      `<path d="${d}" transform="${transform}" fill="none" stroke="${o.fontColor}" stroke-width="${(stroke / s).toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>`,
    );
  });

  // A line through the text.
  parts.push(
    `<path d="M0 ${f(rand(h * 0.3, h * 0.7))} C${f(w / 3)} ${f(rand(0, h))} ${f((2 * w) / 3)} ${f(rand(0, h))} ${w} ${f(rand(h * 0.3, h * 0.7))}" fill="none" stroke="${o.fontColor}" stroke-width="${f(Math.max(1, stroke * 0.45))}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${parts.join('')}</svg>`;
}

/** The captcha as a PNG data URL. */
export async function captchaPng(answer: string, o: CaptchaImageOptions): Promise<string> {
  const png = await sharp(Buffer.from(captchaSvg(answer, o)))
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}
