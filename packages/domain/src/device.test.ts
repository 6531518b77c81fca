import { describe, expect, it } from 'vitest';
import { describeDevice, UNKNOWN_DEVICE } from './device';

const UA = {
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  chromeAndroidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.56',
  firefoxWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:127.0) Gecko/20100101 Firefox/127.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  operaLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SAMSUNG SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  headlessLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('describeDevice', () => {
  it.each([
    [UA.chromeAndroid, 'کروم روی اندروید', 'phone'],
    [UA.chromeAndroidTablet, 'کروم روی اندروید', 'tablet'],
    [UA.safariIphone, 'سافاری روی آیفون', 'phone'],
    [UA.chromeIphone, 'کروم روی آیفون', 'phone'],
    [UA.safariIpad, 'سافاری روی آیپد', 'tablet'],
    [UA.edgeWindows, 'اج روی ویندوز', 'computer'],
    [UA.firefoxWindows, 'فایرفاکس روی ویندوز', 'computer'],
    [UA.safariMac, 'سافاری روی مک', 'computer'],
    [UA.operaLinux, 'اپرا روی لینوکس', 'computer'],
    [UA.samsung, 'مرورگر سامسونگ روی اندروید', 'phone'],
    [UA.headlessLinux, 'کروم روی لینوکس', 'computer'],
    [UA.chromebook, 'کروم روی کروم‌اواس', 'computer'],
  ])('%s → %s', (ua, name, kind) => {
    expect(describeDevice(ua)).toEqual({ name, kind });
  });

  it('names only what it recognises, and an unknown or missing agent as an unknown device', () => {
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0) SomeBrowser/1.0')).toEqual({
      name: 'ویندوز',
      kind: 'computer',
    });
    expect(describeDevice('curl/8.5.0')).toEqual({ name: UNKNOWN_DEVICE, kind: 'unknown' });
    expect(describeDevice('node')).toEqual({ name: UNKNOWN_DEVICE, kind: 'unknown' });
    expect(describeDevice(null)).toEqual({ name: UNKNOWN_DEVICE, kind: 'unknown' });
    expect(describeDevice(undefined)).toEqual({ name: UNKNOWN_DEVICE, kind: 'unknown' });
  });
});

describe('describeDevice in English and Arabic (the member area under /en, /ar)', () => {
  const linuxChrome =
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
  it('names the browser on the system in the reader’s language', () => {
    expect(describeDevice(linuxChrome, 'en')).toEqual({ name: 'Chrome on Linux', kind: 'computer' });
    expect(describeDevice(linuxChrome, 'ar')).toEqual({ name: 'كروم على لينكس', kind: 'computer' });
    expect(describeDevice(linuxChrome)).toEqual({ name: 'کروم روی لینوکس', kind: 'computer' });
  });
  it('an unknown device in the reader’s language', () => {
    expect(describeDevice(null, 'en').name).toBe('Unknown device');
    expect(describeDevice(null, 'ar').name).toBe('جهاز غير معروف');
  });
});
