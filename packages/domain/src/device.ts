/** What a user agent says about a signed-in device, in Persian: «کروم روی اندروید», and whether it is a phone. */
export interface DeviceInfo {
  /** «کروم روی اندروید», «سافاری روی آیفون»; only the browser or the system when the other is unknown. */
  name: string;
  /** `phone`, `tablet`, `computer`, or `unknown` (no user agent, or nothing recognised). */
  kind: 'phone' | 'tablet' | 'computer' | 'unknown';
}

/** An unnamed device (no user agent, or one nothing here recognises). */
export const UNKNOWN_DEVICE = 'دستگاه ناشناس';

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'اج'],
  [/OPR\/|Opera|OPT\//, 'اپرا'],
  [/SamsungBrowser\//, 'مرورگر سامسونگ'],
  [/Firefox\/|FxiOS\//, 'فایرفاکس'],
  [/Chrome\/|Chromium\/|CriOS\//, 'کروم'],
  [/Safari\//, 'سافاری'],
];

// Order matters: Android also says Linux, an iPhone also says Mac OS X.
const SYSTEMS: [RegExp, string, (ua: string) => DeviceInfo['kind']][] = [
  [/Android/, 'اندروید', (ua) => (/Mobile/.test(ua) ? 'phone' : 'tablet')],
  [/iPhone|iPod/, 'آیفون', () => 'phone'],
  [/iPad/, 'آیپد', () => 'tablet'],
  [/Windows/, 'ویندوز', () => 'computer'],
  [/Macintosh|Mac OS X/, 'مک', () => 'computer'],
  [/CrOS/, 'کروم‌اواس', () => 'computer'],
  [/Linux/, 'لینوکس', () => 'computer'],
];

/** Names a device from its user agent (at most its first 300 characters are read). */
export function describeDevice(userAgent: string | null | undefined): DeviceInfo {
  const ua = (userAgent ?? '').slice(0, 300);
  const browser = BROWSERS.find(([re]) => re.test(ua))?.[1];
  const system = SYSTEMS.find(([re]) => re.test(ua));
  const kind = system ? system[2](ua) : 'unknown';
  if (browser && system) return { name: `${browser} روی ${system[1]}`, kind };
  return { name: browser ?? system?.[1] ?? UNKNOWN_DEVICE, kind };
}
