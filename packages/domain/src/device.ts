/** What a user agent says about a signed-in device, in Persian: «کروم روی اندروید», and whether it is a phone. */
export interface DeviceInfo {
  /** «کروم روی اندروید», «سافاری روی آیفون»; only the browser or the system when the other is unknown. */
  name: string;
  /** `phone`, `tablet`, `computer`, or `unknown` (no user agent, or nothing recognised). */
  kind: 'phone' | 'tablet' | 'computer' | 'unknown';
}

type Lang = 'fa' | 'en' | 'ar';

/** Device names in each language the site reads (Persian first: the API's and the SMS's). */
const NAMES: Record<Lang, Record<string, string>> = {
  fa: {
    unknown: 'دستگاه ناشناس',
    edge: 'اج',
    opera: 'اپرا',
    samsung: 'مرورگر سامسونگ',
    firefox: 'فایرفاکس',
    chrome: 'کروم',
    safari: 'سافاری',
    android: 'اندروید',
    iphone: 'آیفون',
    ipad: 'آیپد',
    windows: 'ویندوز',
    mac: 'مک',
    chromeos: 'کروم‌اواس',
    linux: 'لینوکس',
  },
  en: {
    unknown: 'Unknown device',
    edge: 'Edge',
    opera: 'Opera',
    samsung: 'Samsung Internet',
    firefox: 'Firefox',
    chrome: 'Chrome',
    safari: 'Safari',
    android: 'Android',
    iphone: 'iPhone',
    ipad: 'iPad',
    windows: 'Windows',
    mac: 'Mac',
    chromeos: 'ChromeOS',
    linux: 'Linux',
  },
  ar: {
    unknown: 'جهاز غير معروف',
    edge: 'إيدج',
    opera: 'أوبرا',
    samsung: 'متصفح سامسونج',
    firefox: 'فايرفوكس',
    chrome: 'كروم',
    safari: 'سفاري',
    android: 'أندرويد',
    iphone: 'آيفون',
    ipad: 'آيباد',
    windows: 'ويندوز',
    mac: 'ماك',
    chromeos: 'كروم أو إس',
    linux: 'لينكس',
  },
};
/** «browser روی system» in each language. */
const ON: Record<Lang, (browser: string, system: string) => string> = {
  fa: (b, s) => `${b} روی ${s}`,
  en: (b, s) => `${b} on ${s}`,
  ar: (b, s) => `${b} على ${s}`,
};

/** An unnamed device (no user agent, or one nothing here recognises). */
export const UNKNOWN_DEVICE = NAMES.fa.unknown;

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'edge'],
  [/OPR\/|Opera|OPT\//, 'opera'],
  [/SamsungBrowser\//, 'samsung'],
  [/Firefox\/|FxiOS\//, 'firefox'],
  [/Chrome\/|Chromium\/|CriOS\//, 'chrome'],
  [/Safari\//, 'safari'],
];

// Order matters: Android also says Linux, an iPhone also says Mac OS X.
const SYSTEMS: [RegExp, string, (ua: string) => DeviceInfo['kind']][] = [
  [/Android/, 'android', (ua) => (/Mobile/.test(ua) ? 'phone' : 'tablet')],
  [/iPhone|iPod/, 'iphone', () => 'phone'],
  [/iPad/, 'ipad', () => 'tablet'],
  [/Windows/, 'windows', () => 'computer'],
  [/Macintosh|Mac OS X/, 'mac', () => 'computer'],
  [/CrOS/, 'chromeos', () => 'computer'],
  [/Linux/, 'linux', () => 'computer'],
];

/**
 * Names a device from its user agent (at most its first 300 characters are read), in Persian unless another
 * language is asked for (the member's list of devices under /en or /ar).
 */
export function describeDevice(userAgent: string | null | undefined, lang: Lang = 'fa'): DeviceInfo {
  const names = NAMES[lang];
  const ua = (userAgent ?? '').slice(0, 300);
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua));
  const kind = system ? system[2](ua) : 'unknown';
  if (browser && system) return { name: ON[lang](names[browser], names[system[1]]), kind };
  return { name: names[browser ?? system?.[1] ?? 'unknown'], kind };
}
