// Demo product art: one SVG drawing per product, composed in code from the silhouette of what it is (a suitcase, a
// pair of headphones, a perfume bottle…), painted in the product's colour, turned to its own angle and labelled with
// its Latin brand or model name. Rendered to WebP by `storeSvgLooks` at seed time; nothing is downloaded.

/** What a product is drawn as; every seeded product maps to one (see `kindOf`). */
export type Kind =
  | 'suitcase'
  | 'suitcaseLarge'
  | 'suitcaseSet'
  | 'backpack'
  | 'pillow'
  | 'lock'
  | 'eyeMask'
  | 'scale'
  | 'adapter'
  | 'tag'
  | 'powerbank'
  | 'charger'
  | 'headphones'
  | 'earbuds'
  | 'perfume'
  | 'perfumeMini'
  | 'giftBox'
  | 'watch'
  | 'smartwatch'
  | 'aviator'
  | 'wayfarer'
  | 'khatamBox'
  | 'jar'
  | 'carton'
  | 'tin'
  | 'pouch'
  | 'tube'
  | 'kit'
  | 'spray'
  | 'book'
  | 'tshirt'
  | 'pants'
  | 'socks'
  | 'hoodie'
  | 'cap'
  | 'slippers';

/**
 * What a product is, read from its Persian title (first rule that matches). The order matters: «ترازوی دیجیتال
 * چمدان» is a scale and «برچسب چرمی چمدان» a tag, not suitcases. Throws for a title no rule knows, so a new demo
 * product cannot silently borrow another's picture.
 */
const KIND_RULES: [RegExp, Kind][] = [
  [/ترازو/, 'scale'],
  [/برچسب/, 'tag'],
  [/ست سه‌تکه چمدان/, 'suitcaseSet'],
  [/چمدان (بزرگ|متوسط)/, 'suitcaseLarge'],
  [/چمدان/, 'suitcase'],
  [/کوله/, 'backpack'],
  [/بالش/, 'pillow'],
  [/قفل/, 'lock'],
  [/چشم‌بند/, 'eyeMask'],
  [/مبدل/, 'adapter'],
  [/شارژر/, 'charger'],
  [/پاوربانک/, 'powerbank'],
  [/هندزفری/, 'earbuds'],
  [/هدفون/, 'headphones'],
  [/ست هدیه|جعبه هدیه/, 'giftBox'],
  [/عطر جیبی/, 'perfumeMini'],
  [/پرفیوم|تویلت|عطر/, 'perfume'],
  [/ساعت هوشمند/, 'smartwatch'],
  [/ساعت/, 'watch'],
  [/Aviator/, 'aviator'],
  [/عینک/, 'wayfarer'],
  [/خاتم/, 'khatamBox'],
  [/پسته/, 'pouch'],
  [/زعفران/, 'jar'],
  [/قوطی|سوهان/, 'tin'],
  [/گز/, 'carton'],
  [/کیت/, 'kit'],
  [/اسپری/, 'spray'],
  [/کرم|ژل/, 'tube'],
  [/کتاب/, 'book'],
  [/تی‌شرت/, 'tshirt'],
  [/شلوار/, 'pants'],
  [/جوراب/, 'socks'],
  [/هودی/, 'hoodie'],
  [/کلاه/, 'cap'],
  [/دمپایی/, 'slippers'],
];

export function kindOf(title: string): Kind {
  const rule = KIND_RULES.find(([re]) => re.test(title));
  if (!rule) throw new Error(`No product art for «${title}»: add a rule to KIND_RULES`);
  return rule[1];
}

/** The product's colour as [hue, saturation %, lightness %]. */
export type Paint = [number, number, number];

/** Colours named in the demo specs («رنگ»), as paint; other products get a hue of their own. */
const NAMED_COLOURS: Record<string, Paint> = {
  مشکی: [220, 12, 24],
  سرمه‌ای: [224, 55, 30],
  خاکستری: [215, 8, 52],
  سفید: [210, 16, 88],
  آبی: [208, 72, 48],
  قهوه‌ای: [24, 45, 34],
  نقره‌ای: [210, 10, 72],
};

/** The paint of a product: a colour its specs name, else a hue spread from its line's hue by its index. */
export function paintOf(values: string[], lineHue: number, index: number): Paint {
  const named = values.map((v) => NAMED_COLOURS[v]).find(Boolean);
  if (named) return named;
  return [(lineHue + index * 47) % 360, 58, 46];
}

/** The first Latin run of a title (its model name), or undefined: «هدفون … مدل WH-1000XM5» → «WH-1000XM5». */
export function latinLabel(title: string): string | undefined {
  return title.match(/[A-Za-z][A-Za-z0-9'’.+-]*(?: [A-Za-z0-9][A-Za-z0-9'’.+-]*)*/)?.[0];
}

const DARK = '#1f2937';
const SHINE = 'fill="#fff" opacity=".18"';
const B = 'url(#body)';
const A = 'url(#accent)';
const FONT = 'font-family="\'DejaVu Sans\',\'Liberation Sans\',Arial,Helvetica,sans-serif" font-weight="700"';

const escapeXml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** A Latin label centred at (x, y), shrunk to fit `width`. */
function label(text: string | undefined, x: number, y: number, width: number, size: number, fill = '#fff') {
  if (!text) return '';
  const fit = Math.min(size, Math.floor((width / Math.max(text.length, 1)) * 1.7));
  return `<text x="${x}" y="${y}" ${FONT} font-size="${fit}" fill="${fill}" text-anchor="middle" dominant-baseline="middle">${escapeXml(text)}</text>`;
}

type Draw = (t?: string) => string;

const suitcase: Draw = (
  t,
) => `<rect x="432" y="170" width="160" height="110" rx="34" fill="none" stroke="${DARK}" stroke-width="26"/>
  <rect x="312" y="262" width="400" height="560" rx="56" fill="${B}"/>
  <rect x="372" y="300" width="18" height="480" rx="9" fill="${A}"/><rect x="634" y="300" width="18" height="480" rx="9" fill="${A}"/>
  <rect x="330" y="280" width="120" height="520" rx="40" ${SHINE}/>
  <rect x="420" y="470" width="184" height="70" rx="14" fill="${DARK}" opacity=".75"/>${label(t, 512, 506, 170, 40)}
  <circle cx="372" cy="858" r="30" fill="${DARK}"/><circle cx="652" cy="858" r="30" fill="${DARK}"/>`;

const draws: Record<Kind, Draw> = {
  suitcase,
  suitcaseLarge: (
    t,
  ) => `<rect x="452" y="90" width="120" height="260" rx="14" fill="none" stroke="${DARK}" stroke-width="22"/>
    <rect x="282" y="200" width="460" height="660" rx="60" fill="${B}"/>
    ${[340, 420, 500, 580, 660].map((x) => `<rect x="${x}" y="230" width="14" height="600" rx="7" fill="#000" opacity=".12"/>`).join('')}
    <rect x="300" y="220" width="110" height="620" rx="40" ${SHINE}/>
    <rect x="400" y="300" width="224" height="70" rx="14" fill="${A}"/>${label(t, 512, 336, 210, 40, DARK)}
    <circle cx="330" cy="892" r="30" fill="${DARK}"/><circle cx="694" cy="892" r="30" fill="${DARK}"/>`,
  suitcaseSet: (t) => `<g transform="translate(-150 190) scale(.7)">${suitcase()}</g>
    <g transform="translate(470 230) scale(.62)">${suitcase()}</g>
    <g transform="translate(170 60) scale(.86)">${suitcase(t)}</g>`,
  backpack: (t) => `<path d="M400 300 C400 190 624 190 624 300" fill="none" stroke="${DARK}" stroke-width="30"/>
    <rect x="322" y="280" width="380" height="540" rx="110" fill="${B}"/>
    <rect x="382" y="560" width="260" height="200" rx="50" fill="${A}"/>
    <rect x="402" y="600" width="220" height="16" rx="8" fill="${DARK}" opacity=".5"/><rect x="350" y="320" width="100" height="420" rx="50" ${SHINE}/>
    ${label(t, 512, 690, 220, 36, DARK)}`,
  pillow: () => `<path d="M300 420 C300 210 724 210 724 420 C724 640 640 800 560 800 L560 650 C610 640 620 560 620 440
    C620 330 404 330 404 440 C404 560 414 640 464 650 L464 800 C384 800 300 640 300 420Z" fill="${B}"/>
    <path d="M330 420 C330 280 430 250 512 250" fill="none" stroke="#fff" stroke-width="26" opacity=".25" stroke-linecap="round"/>
    <rect x="470" y="735" width="84" height="40" rx="12" fill="${A}"/>`,
  lock: () => `<path d="M392 470 L392 340 C392 200 632 200 632 340 L632 470" fill="none" stroke="#9ca3af" stroke-width="54"/>
    <path d="M632 600 C800 640 820 820 640 860 C470 900 300 860 260 760" fill="none" stroke="${DARK}" stroke-width="16"/>
    <rect x="322" y="440" width="380" height="320" rx="48" fill="${B}"/><rect x="340" y="460" width="90" height="280" rx="30" ${SHINE}/>
    ${[432, 512, 592].map((x) => `<rect x="${x - 32}" y="560" width="64" height="110" rx="12" fill="#f8fafc"/>`).join('')}
    ${['3', '1', '7'].map((d, i) => label(d, 432 + i * 80, 618, 60, 64, DARK)).join('')}${label('TSA', 512, 505, 200, 40)}`,
  eyeMask:
    () => `<path d="M180 470 C140 470 120 500 130 520 M844 470 C884 470 904 500 894 520" fill="none" stroke="${DARK}" stroke-width="22"/>
    <path d="M200 470 C200 330 470 330 512 420 C554 330 824 330 824 470 C824 620 640 660 560 600 C530 575 494 575 464 600 C384 660 200 620 200 470Z" fill="${B}"/>
    <path d="M260 470 C300 420 360 420 400 470 M624 470 C664 420 724 420 764 470" fill="none" stroke="#fff" stroke-width="16" stroke-linecap="round" opacity=".6"/>
    <ellipse cx="420" cy="790" rx="60" ry="46" fill="${A}"/><ellipse cx="604" cy="790" rx="60" ry="46" fill="${A}"/>`,
  scale:
    () => `<path d="M512 160 L512 260" stroke="${DARK}" stroke-width="30"/><path d="M412 130 C412 60 612 60 612 130" fill="none" stroke="${B}" stroke-width="28"/>
    <rect x="352" y="250" width="320" height="420" rx="90" fill="${B}"/>
    <rect x="392" y="320" width="240" height="120" rx="16" fill="#0f172a"/>${label('23.5 kg', 512, 382, 220, 52, '#86efac')}
    <circle cx="512" cy="540" r="36" fill="${A}"/>${label('MAX 50', 512, 620, 160, 30)}
    <path d="M512 670 L512 760" stroke="${DARK}" stroke-width="16"/><path d="M420 760 L604 760 L580 880 L444 880Z" fill="none" stroke="${DARK}" stroke-width="22"/>`,
  adapter: () => `<rect x="332" y="300" width="360" height="360" rx="46" fill="${B}"/>
    <rect x="452" y="660" width="24" height="130" fill="#9ca3af"/><rect x="548" y="660" width="24" height="130" fill="#9ca3af"/>
    <rect x="472" y="170" width="24" height="130" fill="#9ca3af"/><rect x="528" y="170" width="24" height="130" fill="#9ca3af"/>
    ${[372, 440, 508, 576].map((x) => `<rect x="${x}" y="560" width="48" height="22" rx="4" fill="#0f172a"/>`).join('')}
    <rect x="350" y="320" width="80" height="320" rx="30" ${SHINE}/>${label('USB', 512, 440, 200, 60)}`,
  tag: (t) => `<path d="M512 170 C420 170 420 300 512 300" fill="none" stroke="${DARK}" stroke-width="20"/>
    <rect x="332" y="280" width="360" height="560" rx="54" fill="${B}"/><circle cx="512" cy="340" r="26" fill="#fff"/>
    <rect x="372" y="420" width="280" height="240" rx="16" fill="#fef9c3"/>
    ${[470, 520, 570, 620].map((y) => `<rect x="392" y="${y}" width="240" height="8" rx="4" fill="#94a3b8"/>`).join('')}
    <rect x="332" y="700" width="360" height="12" fill="#fff" opacity=".35"/>${label(t, 512, 780, 300, 44)}`,
  powerbank: (t) => `<rect x="352" y="200" width="320" height="620" rx="48" fill="${B}"/>
    <rect x="382" y="230" width="90" height="560" rx="36" ${SHINE}/>
    <path d="M530 330 L450 520 L515 520 L480 690 L590 470 L525 470 L560 330Z" fill="${A}"/>
    <rect x="472" y="770" width="80" height="20" rx="10" fill="${DARK}"/>
    <circle cx="612" cy="250" r="8" fill="#a7f3d0"/><circle cx="588" cy="250" r="8" fill="#a7f3d0"/><circle cx="564" cy="250" r="8" fill="#a7f3d0"/>
    ${label(t, 512, 740, 280, 40)}`,
  charger:
    () => `<rect x="470" y="160" width="26" height="140" rx="6" fill="#9ca3af"/><rect x="528" y="160" width="26" height="140" rx="6" fill="#9ca3af"/>
    <rect x="342" y="280" width="340" height="500" rx="70" fill="${B}"/><rect x="362" y="300" width="90" height="460" rx="40" ${SHINE}/>
    ${[420, 490, 560].map((y) => `<rect x="462" y="${y + 140}" width="100" height="36" rx="14" fill="#0f172a"/>`).join('')}
    ${label('GaN', 512, 440, 200, 70)}`,
  headphones: (
    t,
  ) => `<path d="M300 600 L300 480 C300 250 724 250 724 480 L724 600" fill="none" stroke="${B}" stroke-width="56" stroke-linecap="round"/>
    <rect x="250" y="540" width="140" height="240" rx="60" fill="${B}"/><rect x="634" y="540" width="140" height="240" rx="60" fill="${B}"/>
    <rect x="290" y="575" width="70" height="170" rx="35" fill="${A}"/><rect x="664" y="575" width="70" height="170" rx="35" fill="${A}"/>
    ${label(t, 512, 860, 420, 44, DARK)}`,
  earbuds: (
    t,
  ) => `<rect x="352" y="500" width="320" height="280" rx="130" fill="${B}"/><path d="M372 610 L652 610" stroke="#000" stroke-width="8" opacity=".25"/>
    <circle cx="512" cy="700" r="10" fill="#a7f3d0"/>
    <g transform="rotate(-25 250 420)"><rect x="226" y="420" width="48" height="160" rx="24" fill="#e2e8f0"/><circle cx="250" cy="420" r="76" fill="#f8fafc"/><circle cx="250" cy="420" r="36" fill="${A}"/></g>
    <g transform="rotate(25 774 420)"><rect x="750" y="420" width="48" height="160" rx="24" fill="#e2e8f0"/><circle cx="774" cy="420" r="76" fill="#f8fafc"/><circle cx="774" cy="420" r="36" fill="${A}"/></g>
    ${label(t, 512, 850, 440, 44, DARK)}`,
  perfume: (
    t,
  ) => `<rect x="452" y="170" width="120" height="110" rx="18" fill="${A}"/><rect x="482" y="270" width="60" height="60" fill="${DARK}" opacity=".6"/>
    <path d="M352 380 C352 330 392 320 432 320 L592 320 C632 320 672 330 672 380 L672 780 C672 820 642 840 602 840 L422 840 C382 840 352 820 352 780Z" fill="${B}" opacity=".92"/>
    <rect x="392" y="520" width="240" height="150" rx="14" fill="#fff" opacity=".75"/><rect x="372" y="350" width="60" height="460" rx="30" ${SHINE}/>
    ${label(t, 512, 596, 220, 40, DARK)}`,
  perfumeMini: (t) => `<rect x="462" y="150" width="100" height="120" rx="20" fill="#9ca3af"/>
    <rect x="432" y="260" width="160" height="620" rx="60" fill="${B}"/><rect x="452" y="290" width="40" height="560" rx="20" ${SHINE}/>
    <g transform="rotate(-90 512 570)">${label(t, 512, 570, 420, 60)}</g>`,
  giftBox: (
    t,
  ) => `<rect x="262" y="420" width="500" height="420" rx="20" fill="${B}"/><rect x="242" y="360" width="540" height="110" rx="20" fill="${B}"/>
    <rect x="482" y="360" width="60" height="480" fill="${A}"/><rect x="262" y="470" width="500" height="16" fill="#000" opacity=".15"/>
    <path d="M512 360 C420 220 330 300 420 360Z M512 360 C604 220 694 300 604 360Z" fill="${A}"/>${label(t, 370, 660, 190, 40)}`,
  watch: (
    t,
  ) => `<rect x="442" y="140" width="140" height="260" rx="30" fill="${A}"/><rect x="442" y="624" width="140" height="260" rx="30" fill="${A}"/>
    <circle cx="512" cy="512" r="200" fill="${B}"/><circle cx="512" cy="512" r="160" fill="#f8fafc"/>
    ${[0, 90, 180, 270].map((a) => `<rect x="506" y="362" width="12" height="30" fill="${DARK}" transform="rotate(${a} 512 512)"/>`).join('')}
    <rect x="504" y="402" width="16" height="120" rx="8" fill="${DARK}" transform="rotate(-60 512 512)"/><rect x="504" y="430" width="14" height="90" rx="7" fill="${DARK}" transform="rotate(70 512 512)"/>
    <circle cx="512" cy="512" r="18" fill="${A}"/><rect x="712" y="490" width="40" height="44" rx="8" fill="${B}"/>${label(t, 512, 590, 150, 30, DARK)}`,
  smartwatch: (
    t,
  ) => `<rect x="432" y="120" width="160" height="280" rx="40" fill="${A}"/><rect x="432" y="620" width="160" height="280" rx="40" fill="${A}"/>
    <rect x="332" y="300" width="360" height="420" rx="90" fill="${B}"/><rect x="362" y="330" width="300" height="360" rx="70" fill="#0b1120"/>
    ${label('10:09', 512, 470, 240, 96, '#f8fafc')}<rect x="412" y="560" width="200" height="14" rx="7" fill="#22d3ee"/><rect x="412" y="590" width="130" height="14" rx="7" fill="#f472b6"/>
    <rect x="692" y="470" width="24" height="80" rx="10" fill="${B}"/>${label(t, 512, 650, 220, 26, '#94a3b8')}`,
  aviator: (
    t,
  ) => `<path d="M230 380 L794 380" stroke="#caa54a" stroke-width="14"/><path d="M440 400 C480 370 544 370 584 400" fill="none" stroke="#caa54a" stroke-width="12"/>
    <path d="M220 400 C220 380 240 370 260 370 L430 370 C460 370 470 390 470 420 C470 560 420 660 330 660 C240 660 210 560 220 400Z" fill="${B}" stroke="#caa54a" stroke-width="12"/>
    <path d="M804 400 C804 380 784 370 764 370 L594 370 C564 370 554 390 554 420 C554 560 604 660 694 660 C784 660 814 560 804 400Z" fill="${B}" stroke="#caa54a" stroke-width="12"/>
    <path d="M260 410 L340 410 L270 540Z" ${SHINE}/><path d="M624 410 L704 410 L634 540Z" ${SHINE}/>${label(t, 330, 600, 160, 30)}`,
  wayfarer: (t) => `<path d="M200 430 L824 430" stroke="${DARK}" stroke-width="30" stroke-linecap="round"/>
    <path d="M230 440 L470 440 C470 600 420 660 340 660 C260 660 230 600 230 440Z" fill="${B}"/>
    <path d="M554 440 L794 440 C794 600 764 660 684 660 C604 660 554 600 554 440Z" fill="${B}"/>
    <path d="M470 470 C490 440 534 440 554 470" fill="none" stroke="${DARK}" stroke-width="22"/>
    <path d="M270 470 L340 470 L280 580Z" ${SHINE}/><path d="M594 470 L664 470 L604 580Z" ${SHINE}/>${label(t, 340, 620, 160, 30)}`,
  khatamBox:
    () => `<rect x="262" y="360" width="500" height="420" rx="14" fill="#5b3a1e"/><rect x="242" y="300" width="540" height="100" rx="14" fill="#6b4423"/>
    <pattern id="khatam" width="60" height="60" patternUnits="userSpaceOnUse"><rect width="60" height="60" fill="#7c4a22"/><path d="M30 4 L56 30 L30 56 L4 30Z" fill="#f5deb3"/><path d="M30 16 L44 30 L30 44 L16 30Z" fill="${B}"/></pattern>
    <rect x="302" y="440" width="420" height="280" fill="url(#khatam)"/><rect x="302" y="440" width="420" height="280" fill="none" stroke="#f5deb3" stroke-width="10"/>
    ${[0, 1, 2, 3, 4].map((k) => `<path d="M${430 + k * 40} 300 C${420 + k * 40} 230 ${450 + k * 40} 190 ${470 + k * 40} 150" fill="none" stroke="#b91c1c" stroke-width="10" stroke-linecap="round"/>`).join('')}`,
  jar: () => `<rect x="362" y="230" width="300" height="110" rx="26" fill="${A}"/>
    <rect x="332" y="330" width="360" height="500" rx="70" fill="#f8fafc" opacity=".55"/><rect x="352" y="520" width="320" height="290" rx="50" fill="#b91c1c"/>
    ${[0, 1, 2, 3, 4, 5].map((k) => `<path d="M${380 + k * 48} 520 C${390 + k * 48} 470 ${370 + k * 48} 440 ${396 + k * 48} 400" fill="none" stroke="#dc2626" stroke-width="12" stroke-linecap="round"/>`).join('')}
    <rect x="352" y="360" width="70" height="430" rx="35" ${SHINE}/><rect x="432" y="620" width="160" height="110" rx="16" fill="#fef3c7"/>`,
  carton: (
    t,
  ) => `<path d="M232 380 L512 300 L792 380 L512 460Z" fill="${A}"/><path d="M232 380 L512 460 L512 860 L232 780Z" fill="${B}"/>
    <path d="M792 380 L512 460 L512 860 L792 780Z" fill="${B}" opacity=".8"/>
    <circle cx="372" cy="600" r="90" fill="#fef3c7" opacity=".85"/><circle cx="372" cy="600" r="60" fill="none" stroke="#16a34a" stroke-width="16"/>
    ${[0, 1, 2].map((k) => `<ellipse cx="${600 + k * 50}" cy="${560 + k * 60}" rx="30" ry="20" fill="#84cc16"/>`).join('')}${label(t, 650, 720, 200, 34)}`,
  tin: (
    t,
  ) => `<ellipse cx="512" cy="380" rx="260" ry="70" fill="${A}"/><rect x="252" y="380" width="520" height="360" fill="${B}"/>
    <ellipse cx="512" cy="740" rx="260" ry="70" fill="${B}"/><ellipse cx="512" cy="360" rx="260" ry="70" fill="${A}"/><ellipse cx="512" cy="350" rx="200" ry="44" fill="#fff" opacity=".3"/>
    <rect x="252" y="470" width="520" height="120" fill="#fef3c7" opacity=".85"/>
    ${[0, 1, 2, 3, 4, 5, 6].map((k) => `<circle cx="${300 + k * 71}" cy="530" r="18" fill="${A}"/>`).join('')}${label(t, 512, 660, 300, 40)}`,
  pouch: (
    t,
  ) => `<path d="M322 230 L702 230 L732 820 C732 850 712 860 682 860 L342 860 C312 860 292 850 292 820Z" fill="${B}"/>
    <rect x="322" y="230" width="380" height="40" fill="#000" opacity=".2"/><rect x="322" y="290" width="380" height="10" fill="#fff" opacity=".5"/>
    <ellipse cx="512" cy="600" rx="150" ry="160" fill="#fef9c3"/>
    ${[0, 1, 2, 3, 4].map((k) => `<ellipse cx="${452 + (k % 3) * 60}" cy="${540 + Math.floor(k / 3) * 100}" rx="40" ry="28" fill="#84cc16" stroke="#a16207" stroke-width="8"/>`).join('')}
    ${label(t, 512, 800, 300, 36)}`,
  tube: (t) => `<path d="M392 220 L632 220 L602 700 L422 700Z" fill="${B}"/>
    <rect x="452" y="700" width="120" height="130" rx="20" fill="${A}"/>
    <rect x="392" y="200" width="240" height="40" rx="8" fill="${DARK}" opacity=".5"/>
    <rect x="432" y="340" width="160" height="200" rx="16" fill="#fff" opacity=".8"/><path d="M412 250 L450 250 L440 680 L428 680Z" ${SHINE}/>
    <g transform="rotate(-90 512 440)">${label(t, 512, 440, 180, 44, DARK)}</g>`,
  kit: (t) => `<rect x="222" y="360" width="580" height="470" rx="60" fill="${B}" opacity=".35"/>
    ${[0, 1, 2, 3].map((k) => `<rect x="${272 + k * 130}" y="300" width="70" height="80" rx="12" fill="${A}"/><rect x="${262 + k * 130}" y="370" width="90" height="400" rx="30" fill="#f8fafc" opacity=".9"/><rect x="${262 + k * 130}" y="560" width="90" height="200" rx="24" fill="${B}" opacity=".6"/>`).join('')}
    <rect x="222" y="360" width="580" height="30" fill="${DARK}" opacity=".6"/>${label(t, 512, 800, 400, 40)}`,
  spray: (
    t,
  ) => `<rect x="472" y="150" width="80" height="60" rx="10" fill="#f8fafc"/><path d="M552 170 L600 160" stroke="#94a3b8" stroke-width="10"/>
    <rect x="422" y="200" width="180" height="90" rx="30" fill="#cbd5e1"/>
    <rect x="382" y="280" width="260" height="580" rx="60" fill="${B}"/><rect x="402" y="300" width="60" height="540" rx="30" ${SHINE}/>
    <rect x="382" y="480" width="260" height="180" fill="#fff" opacity=".75"/><g transform="rotate(-90 512 570)">${label(t, 512, 570, 160, 36, DARK)}</g>`,
  book: () => `<path d="M312 240 L662 210 C690 208 712 228 712 256 L712 780 L362 812 C334 814 312 794 312 766Z" fill="${B}"/>
    <path d="M362 812 L712 780 L712 820 L372 852 C340 854 312 830 312 800Z" fill="#f1f5f9"/>
    <rect x="402" y="330" width="240" height="26" rx="13" fill="#fff" opacity=".6" transform="rotate(-5 522 343)"/>
    <rect x="432" y="380" width="180" height="18" rx="9" fill="#fff" opacity=".45" transform="rotate(-5 522 343)"/>
    <circle cx="522" cy="560" r="100" fill="${A}"/><rect x="312" y="240" width="40" height="560" ${SHINE}/>`,
  tshirt: (
    t,
  ) => `<path d="M412 220 C440 260 584 260 612 220 L782 300 L722 450 L652 420 L652 830 L372 830 L372 420 L302 450 L242 300Z" fill="${B}"/>
    <path d="M412 220 C440 300 584 300 612 220" fill="none" stroke="${A}" stroke-width="26"/>
    <rect x="400" y="440" width="70" height="360" rx="30" ${SHINE}/>${label(t, 512, 520, 240, 44)}`,
  pants: () => `<path d="M362 200 L662 200 L712 860 L552 860 L512 420 L472 860 L312 860Z" fill="${B}"/>
    <rect x="362" y="200" width="300" height="50" fill="${DARK}" opacity=".4"/>
    <path d="M372 270 L330 850 M652 270 L694 850" stroke="#fff" stroke-width="18" opacity=".85"/>`,
  socks:
    () => `<path d="M332 180 L462 180 L462 620 C462 700 420 760 350 770 L240 780 C190 780 180 700 230 690 L330 660Z" fill="${B}"/>
    <path d="M552 240 L682 240 L682 680 C682 760 640 820 570 830 L460 840 C410 840 400 760 450 750 L550 720Z" fill="${B}" opacity=".85"/>
    <rect x="332" y="180" width="130" height="60" fill="${A}"/><rect x="552" y="240" width="130" height="60" fill="${A}"/>`,
  hoodie: () => `<path d="M412 230 C412 120 612 120 612 230 L602 300 L422 300Z" fill="${B}"/>
    <path d="M412 240 L792 330 L852 760 L752 770 L692 460 L672 840 L352 840 L332 460 L272 770 L172 760 L232 330Z" fill="${B}"/>
    <path d="M442 230 C442 160 582 160 582 230" fill="none" stroke="#000" stroke-width="14" opacity=".3"/>
    <path d="M412 620 L612 620 L642 740 L382 740Z" fill="#000" opacity=".18"/><path d="M492 300 L492 420 M532 300 L532 420" stroke="${A}" stroke-width="10"/>`,
  cap: (
    t,
  ) => `<path d="M252 600 C252 330 772 330 772 600Z" fill="${B}"/><path d="M252 600 C400 560 780 560 900 660 C780 700 400 680 252 600Z" fill="${B}" opacity=".85"/>
    <circle cx="512" cy="360" r="18" fill="${A}"/><path d="M512 360 L420 600 M512 360 L604 600" stroke="#000" stroke-width="6" opacity=".2"/>
    ${[0, 1, 2].map((k) => `<path d="M${360 + k * 36} 560 L${410 + k * 36} 440" stroke="#fff" stroke-width="14"/>`).join('')}${label(t, 600, 500, 180, 34)}`,
  slippers:
    () => `<ellipse cx="392" cy="540" rx="120" ry="300" fill="${B}"/><ellipse cx="632" cy="500" rx="120" ry="300" fill="${B}" opacity=".9"/>
    <path d="M282 420 C320 330 464 330 502 420" fill="none" stroke="${A}" stroke-width="60"/><path d="M522 380 C560 290 704 290 742 380" fill="none" stroke="${A}" stroke-width="60"/>`,
};

/** The SVG of one product: its kind drawn in its paint, at its angle (degrees), with its Latin label. */
export function productSvg(kind: Kind, [h, s, l]: Paint, angle: number, text?: string): string {
  const h2 = (h + 35) % 360;
  const light = l > 70;
  const defs = `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${h},${light ? 25 : 40}%,${light ? 82 : 95}%)"/><stop offset="1" stop-color="hsl(${h},${light ? 20 : 35}%,${light ? 66 : 84}%)"/></linearGradient>
    <linearGradient id="body" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},${s}%,${Math.min(l + 14, 94)}%)"/><stop offset="1" stop-color="hsl(${h},${s}%,${Math.max(l - 14, 8)}%)"/></linearGradient>
    <linearGradient id="accent" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="hsl(${h2},80%,70%)"/><stop offset="1" stop-color="hsl(${h2},70%,45%)"/></linearGradient>
  </defs>`;
  const shadow = '<ellipse cx="512" cy="910" rx="300" ry="34" fill="#000" opacity=".12"/>';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">${defs}<rect width="1024" height="1024" fill="url(#bg)"/>${shadow}<g transform="rotate(${angle} 512 520)">${draws[kind](text)}</g></svg>`;
}
