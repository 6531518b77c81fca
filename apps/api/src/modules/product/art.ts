// Demo product art: SVG composed in code (gradients and simple silhouettes, no text: librsvg has no Persian font),
// rendered to WebP by storeSvgImage at seed time.

/** Silhouettes of the demo catalogue, drawn in a 1024×1024 box around its centre. */
export type Shape =
  | 'suitcase'
  | 'backpack'
  | 'pillow'
  | 'powerbank'
  | 'headphones'
  | 'bottle'
  | 'watch'
  | 'sunglasses'
  | 'jar'
  | 'tube'
  | 'book'
  | 'shirt';

/** Compositions of one silhouette; a product's gallery shows several. */
export const VIEWS = ['hero', 'pattern', 'detail', 'duo'] as const;
export type View = (typeof VIEWS)[number];

const DARK = '#1f2937';
const SHINE = 'fill="#fff" opacity=".18"';

const shapes: Record<Shape, string> = {
  suitcase: `<rect x="432" y="170" width="160" height="110" rx="34" fill="none" stroke="${DARK}" stroke-width="26"/>
    <rect x="312" y="262" width="400" height="560" rx="56" fill="url(#body)"/>
    <rect x="372" y="300" width="18" height="480" rx="9" fill="url(#accent)"/><rect x="503" y="300" width="18" height="480" rx="9" fill="url(#accent)"/>
    <rect x="634" y="300" width="18" height="480" rx="9" fill="url(#accent)"/><rect x="330" y="280" width="120" height="520" rx="40" ${SHINE}/>
    <circle cx="372" cy="858" r="30" fill="${DARK}"/><circle cx="652" cy="858" r="30" fill="${DARK}"/>`,
  backpack: `<path d="M400 300 C400 190 624 190 624 300" fill="none" stroke="${DARK}" stroke-width="30"/>
    <rect x="322" y="280" width="380" height="540" rx="110" fill="url(#body)"/>
    <rect x="382" y="560" width="260" height="200" rx="50" fill="url(#accent)"/>
    <rect x="402" y="600" width="220" height="16" rx="8" fill="${DARK}" opacity=".5"/><rect x="350" y="320" width="100" height="420" rx="50" ${SHINE}/>`,
  pillow: `<path d="M300 420 C300 210 724 210 724 420 C724 640 640 800 560 800 L560 650 C610 640 620 560 620 440
    C620 330 404 330 404 440 C404 560 414 640 464 650 L464 800 C384 800 300 640 300 420Z" fill="url(#body)"/>
    <path d="M330 420 C330 280 430 250 512 250" fill="none" stroke="#fff" stroke-width="26" opacity=".25" stroke-linecap="round"/>
    <rect x="470" y="735" width="84" height="40" rx="12" fill="url(#accent)"/>`,
  powerbank: `<rect x="352" y="200" width="320" height="620" rx="48" fill="url(#body)"/>
    <rect x="382" y="230" width="90" height="560" rx="36" ${SHINE}/>
    <path d="M530 330 L450 520 L515 520 L480 690 L590 470 L525 470 L560 330Z" fill="url(#accent)"/>
    <rect x="472" y="770" width="80" height="20" rx="10" fill="${DARK}"/>
    <circle cx="612" cy="250" r="8" fill="#a7f3d0"/><circle cx="588" cy="250" r="8" fill="#a7f3d0"/><circle cx="564" cy="250" r="8" fill="#a7f3d0"/>`,
  headphones: `<path d="M300 600 L300 480 C300 250 724 250 724 480 L724 600" fill="none" stroke="url(#body)" stroke-width="56" stroke-linecap="round"/>
    <rect x="250" y="540" width="140" height="240" rx="60" fill="url(#body)"/><rect x="634" y="540" width="140" height="240" rx="60" fill="url(#body)"/>
    <rect x="290" y="575" width="70" height="170" rx="35" fill="url(#accent)"/><rect x="664" y="575" width="70" height="170" rx="35" fill="url(#accent)"/>`,
  bottle: `<rect x="452" y="170" width="120" height="110" rx="18" fill="url(#accent)"/><rect x="482" y="270" width="60" height="60" fill="${DARK}" opacity=".6"/>
    <path d="M352 380 C352 330 392 320 432 320 L592 320 C632 320 672 330 672 380 L672 780 C672 820 642 840 602 840 L422 840 C382 840 352 820 352 780Z" fill="url(#body)" opacity=".92"/>
    <rect x="392" y="520" width="240" height="150" rx="14" fill="#fff" opacity=".55"/><rect x="372" y="350" width="60" height="460" rx="30" ${SHINE}/>`,
  watch: `<rect x="442" y="140" width="140" height="260" rx="30" fill="url(#accent)"/><rect x="442" y="624" width="140" height="260" rx="30" fill="url(#accent)"/>
    <circle cx="512" cy="512" r="200" fill="url(#body)"/><circle cx="512" cy="512" r="160" fill="#f8fafc"/>
    <rect x="504" y="392" width="16" height="130" rx="8" fill="${DARK}"/><rect x="504" y="504" width="100" height="16" rx="8" fill="${DARK}"/>
    <circle cx="512" cy="512" r="18" fill="url(#accent)"/><rect x="712" y="490" width="40" height="44" rx="8" fill="url(#body)"/>`,
  sunglasses: `<path d="M200 430 L824 430" stroke="${DARK}" stroke-width="30" stroke-linecap="round"/>
    <path d="M230 440 L470 440 C470 600 420 660 340 660 C260 660 230 600 230 440Z" fill="url(#body)"/>
    <path d="M554 440 L794 440 C794 600 764 660 684 660 C604 660 554 600 554 440Z" fill="url(#body)"/>
    <path d="M470 470 C490 440 534 440 554 470" fill="none" stroke="${DARK}" stroke-width="22"/>
    <path d="M270 470 L340 470 L280 580Z" ${SHINE}/><path d="M594 470 L664 470 L604 580Z" ${SHINE}/>`,
  jar: `<rect x="362" y="230" width="300" height="110" rx="26" fill="url(#accent)"/>
    <rect x="332" y="330" width="360" height="500" rx="70" fill="url(#body)"/>
    <circle cx="512" cy="580" r="110" fill="#fff" opacity=".5"/>
    <path d="M512 500 C540 540 560 560 560 600 C560 630 540 650 512 650 C484 650 464 630 464 600 C464 560 484 540 512 500Z" fill="url(#accent)"/>
    <rect x="352" y="360" width="70" height="430" rx="35" ${SHINE}/>`,
  tube: `<path d="M392 220 L632 220 L602 700 L422 700Z" fill="url(#body)"/>
    <rect x="452" y="700" width="120" height="130" rx="20" fill="url(#accent)"/>
    <rect x="392" y="200" width="240" height="40" rx="8" fill="${DARK}" opacity=".5"/>
    <rect x="452" y="360" width="120" height="160" rx="16" fill="#fff" opacity=".5"/><path d="M412 250 L450 250 L440 680 L428 680Z" ${SHINE}/>`,
  book: `<path d="M312 240 L662 210 C690 208 712 228 712 256 L712 780 L362 812 C334 814 312 794 312 766Z" fill="url(#body)"/>
    <path d="M362 812 L712 780 L712 820 L372 852 C340 854 312 830 312 800Z" fill="#f1f5f9"/>
    <rect x="402" y="330" width="240" height="26" rx="13" fill="#fff" opacity=".6" transform="rotate(-5 522 343)"/>
    <circle cx="522" cy="520" r="90" fill="url(#accent)"/><rect x="312" y="240" width="40" height="560" ${SHINE}/>`,
  shirt: `<path d="M412 220 C440 260 584 260 612 220 L782 300 L722 450 L652 420 L652 830 L372 830 L372 420 L302 450 L242 300Z" fill="url(#body)"/>
    <path d="M412 220 C440 300 584 300 612 220" fill="none" stroke="url(#accent)" stroke-width="26"/>
    <rect x="400" y="440" width="70" height="360" rx="30" ${SHINE}/>`,
};

/** An SVG design for a silhouette in a hue (0–360) and a view. */
export function productSvg(shape: Shape, hue: number, view: View): string {
  const h2 = (hue + 35) % 360;
  const defs = `<defs>
    <radialGradient id="bg" cx="30%" cy="25%" r="95%"><stop offset="0" stop-color="hsl(${hue},70%,95%)"/><stop offset="1" stop-color="hsl(${hue},45%,${view === 'detail' ? 55 : 72}%)"/></radialGradient>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},62%,52%)"/><stop offset="1" stop-color="hsl(${hue},70%,28%)"/></linearGradient>
    <linearGradient id="accent" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${h2},80%,70%)"/><stop offset="1" stop-color="hsl(${h2},70%,45%)"/></linearGradient>
    <pattern id="stripes" width="64" height="64" patternUnits="userSpaceOnUse" patternTransform="rotate(35)"><rect width="32" height="64" fill="hsl(${h2},60%,88%)"/></pattern>
  </defs>`;
  const shadow = '<ellipse cx="512" cy="900" rx="280" ry="34" fill="#000" opacity=".12"/>';
  const art = shapes[shape];
  const body = {
    hero: `${shadow}${art}`,
    pattern: `<rect width="1024" height="1024" fill="url(#stripes)"/>${shadow}<g transform="rotate(-9 512 512) translate(102 102) scale(.8)">${art}</g>`,
    detail: `<g transform="translate(-420 -180) scale(1.8)">${art}</g>`,
    duo: `<circle cx="820" cy="200" r="120" fill="hsl(${h2},70%,80%)"/>${shadow}<g transform="translate(40 190) scale(.62)">${art}</g>
      <g transform="translate(420 150) scale(.66)" opacity=".9">${art.replaceAll('url(#body)', `hsl(${h2},55%,45%)`)}</g>`,
  }[view];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">${defs}<rect width="1024" height="1024" fill="url(#bg)"/>${body}</svg>`;
}

/** A brand emblem (no letters): a coloured disc with a geometric mark picked by `mark`. */
export function brandSvg(hue: number, mark: number): string {
  const marks = [
    '<circle cx="320" cy="320" r="110" fill="none" stroke="#fff" stroke-width="36"/>',
    '<rect x="210" y="210" width="220" height="220" rx="30" fill="none" stroke="#fff" stroke-width="36" transform="rotate(45 320 320)"/>',
    '<path d="M320 190 L450 420 L190 420Z" fill="none" stroke="#fff" stroke-width="34" stroke-linejoin="round"/>',
    '<path d="M200 380 C260 220 380 220 440 380" fill="none" stroke="#fff" stroke-width="40" stroke-linecap="round"/><circle cx="320" cy="420" r="28" fill="#fff"/>',
    '<path d="M210 230 L430 230 M210 320 L430 320 M210 410 L430 410" stroke="#fff" stroke-width="36" stroke-linecap="round"/>',
    '<circle cx="270" cy="320" r="80" fill="#fff" opacity=".9"/><circle cx="370" cy="320" r="80" fill="#fff" opacity=".55"/>',
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640"><defs>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},65%,50%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},70%,30%)"/></linearGradient></defs>
    <rect width="640" height="640" fill="#f8fafc"/><circle cx="320" cy="320" r="260" fill="url(#g)"/>${marks[mark % marks.length]}</svg>`;
}
