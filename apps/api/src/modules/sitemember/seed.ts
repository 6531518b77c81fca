import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { syncSequence } from '../../db/seed/kit';
import { cities, countries, provinces } from './schema';

// [title, English title, ISO code, calling code]; Iran first (id 1, the default country).
const countryRows: [string, string, string, string][] = [
  ['ایران', 'Iran', 'IR', '+98'],
  ['افغانستان', 'Afghanistan', 'AF', '+93'],
  ['عراق', 'Iraq', 'IQ', '+964'],
  ['ترکیه', 'Turkey', 'TR', '+90'],
  ['امارات متحده عربی', 'United Arab Emirates', 'AE', '+971'],
  ['آلمان', 'Germany', 'DE', '+49'],
  ['قطر', 'Qatar', 'QA', '+974'],
  ['عمان', 'Oman', 'OM', '+968'],
  ['پاکستان', 'Pakistan', 'PK', '+92'],
  ['جمهوری آذربایجان', 'Azerbaijan', 'AZ', '+994'],
  ['ارمنستان', 'Armenia', 'AM', '+374'],
  ['گرجستان', 'Georgia', 'GE', '+995'],
  ['تاجیکستان', 'Tajikistan', 'TJ', '+992'],
  ['عربستان سعودی', 'Saudi Arabia', 'SA', '+966'],
  ['کویت', 'Kuwait', 'KW', '+965'],
  ['بحرین', 'Bahrain', 'BH', '+973'],
  ['سوریه', 'Syria', 'SY', '+963'],
  ['لبنان', 'Lebanon', 'LB', '+961'],
  ['هند', 'India', 'IN', '+91'],
  ['مالزی', 'Malaysia', 'MY', '+60'],
  ['چین', 'China', 'CN', '+86'],
  ['روسیه', 'Russia', 'RU', '+7'],
  ['انگلستان', 'United Kingdom', 'GB', '+44'],
  ['فرانسه', 'France', 'FR', '+33'],
  ['ایتالیا', 'Italy', 'IT', '+39'],
  ['کانادا', 'Canada', 'CA', '+1'],
  ['ایالات متحده آمریکا', 'United States', 'US', '+1'],
];

/** Arabic names of the countries above, by ISO code (the nationality picker under /ar/). */
const countryAr: Record<string, string> = {
  IR: 'إيران',
  AF: 'أفغانستان',
  IQ: 'العراق',
  TR: 'تركيا',
  AE: 'الإمارات العربية المتحدة',
  DE: 'ألمانيا',
  QA: 'قطر',
  OM: 'عُمان',
  PK: 'باكستان',
  AZ: 'أذربيجان',
  AM: 'أرمينيا',
  GE: 'جورجيا',
  TJ: 'طاجيكستان',
  SA: 'المملكة العربية السعودية',
  KW: 'الكويت',
  BH: 'البحرين',
  SY: 'سوريا',
  LB: 'لبنان',
  IN: 'الهند',
  MY: 'ماليزيا',
  CN: 'الصين',
  RU: 'روسيا',
  GB: 'المملكة المتحدة',
  FR: 'فرنسا',
  IT: 'إيطاليا',
  CA: 'كندا',
  US: 'الولايات المتحدة',
};

// The 31 provinces of Iran: [title, English title, [capital, …main cities]].
const provinceRows: [string, string, string[]][] = [
  ['تهران', 'Tehran', ['تهران', 'شهریار', 'اسلامشهر', 'ری', 'ورامین', 'دماوند']],
  ['البرز', 'Alborz', ['کرج', 'فردیس', 'نظرآباد', 'هشتگرد', 'اشتهارد']],
  ['اصفهان', 'Isfahan', ['اصفهان', 'کاشان', 'نجف‌آباد', 'خمینی‌شهر', 'شاهین‌شهر', 'گلپایگان']],
  ['فارس', 'Fars', ['شیراز', 'مرودشت', 'کازرون', 'جهرم', 'فسا', 'لار']],
  ['خراسان رضوی', 'Razavi Khorasan', ['مشهد', 'نیشابور', 'سبزوار', 'تربت حیدریه', 'قوچان', 'کاشمر']],
  ['آذربایجان شرقی', 'East Azerbaijan', ['تبریز', 'مراغه', 'مرند', 'میانه', 'اهر', 'بناب']],
  ['آذربایجان غربی', 'West Azerbaijan', ['ارومیه', 'خوی', 'مهاباد', 'بوکان', 'میاندوآب', 'سلماس']],
  ['خوزستان', 'Khuzestan', ['اهواز', 'دزفول', 'آبادان', 'خرمشهر', 'بهبهان', 'ماهشهر']],
  ['کرمان', 'Kerman', ['کرمان', 'رفسنجان', 'سیرجان', 'بم', 'جیرفت', 'زرند']],
  ['سیستان و بلوچستان', 'Sistan and Baluchestan', ['زاهدان', 'زابل', 'چابهار', 'ایرانشهر', 'سراوان']],
  ['گیلان', 'Gilan', ['رشت', 'بندر انزلی', 'لاهیجان', 'لنگرود', 'آستارا', 'رودسر']],
  ['مازندران', 'Mazandaran', ['ساری', 'بابل', 'آمل', 'قائم‌شهر', 'بابلسر', 'چالوس']],
  ['گلستان', 'Golestan', ['گرگان', 'گنبد کاووس', 'علی‌آباد کتول', 'بندر ترکمن', 'آق‌قلا']],
  ['کرمانشاه', 'Kermanshah', ['کرمانشاه', 'اسلام‌آباد غرب', 'کنگاور', 'هرسین', 'سنقر']],
  ['همدان', 'Hamadan', ['همدان', 'ملایر', 'نهاوند', 'تویسرکان', 'اسدآباد']],
  ['کردستان', 'Kurdistan', ['سنندج', 'سقز', 'مریوان', 'بانه', 'بیجار', 'قروه']],
  ['لرستان', 'Lorestan', ['خرم‌آباد', 'بروجرد', 'دورود', 'الیگودرز', 'کوهدشت']],
  ['مرکزی', 'Markazi', ['اراک', 'ساوه', 'خمین', 'محلات', 'دلیجان']],
  ['قزوین', 'Qazvin', ['قزوین', 'تاکستان', 'آبیک', 'بوئین‌زهرا']],
  ['قم', 'Qom', ['قم', 'جعفریه', 'کهک', 'سلفچگان']],
  ['زنجان', 'Zanjan', ['زنجان', 'ابهر', 'خرمدره', 'قیدار']],
  ['سمنان', 'Semnan', ['سمنان', 'شاهرود', 'دامغان', 'گرمسار']],
  ['یزد', 'Yazd', ['یزد', 'میبد', 'اردکان', 'بافق', 'مهریز', 'تفت']],
  ['هرمزگان', 'Hormozgan', ['بندرعباس', 'قشم', 'کیش', 'بندر لنگه', 'میناب']],
  ['بوشهر', 'Bushehr', ['بوشهر', 'برازجان', 'بندر گناوه', 'کنگان', 'دیلم']],
  ['اردبیل', 'Ardabil', ['اردبیل', 'پارس‌آباد', 'مشگین‌شهر', 'خلخال', 'سرعین']],
  ['چهارمحال و بختیاری', 'Chaharmahal and Bakhtiari', ['شهرکرد', 'بروجن', 'فارسان', 'لردگان']],
  ['کهگیلویه و بویراحمد', 'Kohgiluyeh and Boyer-Ahmad', ['یاسوج', 'دوگنبدان', 'دهدشت', 'سی‌سخت']],
  ['ایلام', 'Ilam', ['ایلام', 'دهلران', 'آبدانان', 'مهران', 'ایوان']],
  ['خراسان شمالی', 'North Khorasan', ['بجنورد', 'شیروان', 'اسفراین', 'جاجرم']],
  ['خراسان جنوبی', 'South Khorasan', ['بیرجند', 'قائن', 'فردوس', 'طبس', 'نهبندان']],
];

/** Countries (Iran id 1), the 31 provinces of Iran (ids 1–31) and their main cities, capital first. */
export async function seedPlaces(db: Db) {
  await db
    .insert(countries)
    .values(
      countryRows.map(([title, titleEn, isoCode, phoneCode], i) => ({
        id: i + 1,
        title,
        titleEn,
        titleAr: countryAr[isoCode] ?? '',
        isoCode,
        phoneCode,
        priority: i,
      })),
    )
    .onConflictDoNothing();
  let cityId = 0;
  const cityRows: (typeof cities.$inferInsert)[] = [];
  const provinceValues = provinceRows.map(([title, titleEn, names], i) => {
    const capitalCityId = cityId + 1;
    names.forEach((name, k) => {
      cityId += 1;
      cityRows.push({ id: cityId, provinceId: i + 1, title: name, isCapital: k === 0, priority: k });
    });
    return { id: i + 1, countryId: 1, title, titleEn, capitalCityId, priority: i };
  });
  await db.insert(provinces).values(provinceValues).onConflictDoNothing();
  await db.insert(cities).values(cityRows).onConflictDoNothing();
  await syncSequence(db, 'countries');
  await syncSequence(db, 'provinces');
  await syncSequence(db, 'cities');
}

/** Arabic country names for a database seeded before they existed, leaving any name already written. */
export async function seedCountryTranslations(db: Db) {
  for (const [isoCode, titleAr] of Object.entries(countryAr))
    await db
      .update(countries)
      .set({ titleAr })
      .where(and(eq(countries.isoCode, isoCode), eq(countries.titleAr, '')));
}
