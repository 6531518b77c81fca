import { CMS_PAGES, type Lang } from '@vip/contract';
import type { Db } from '../../db/client';
import { type SeedContext, syncSequence } from '../../db/seed/kit';
import { mapLimit } from '../../storage/images';
import { storeCover } from '../../db/seed/cover-image';
import { cmsBoxes } from './schema';
import type { SeedBox } from './seed-box';
import { homeInArabic, homeInEnglish } from './seed-home-translations';

// Links are site paths: the booking bar opens with `?booking=open&section=…` (service types of §9), product lists
// take the filters of §7 in the URL.
const home: SeedBox[] = [
  {
    key: 'home-hero',
    title: 'سفری آرام از لحظه ورود به فرودگاه',
    subtitle: 'خدمات CIP فرودگاه‌های امام، مهرآباد، مشهد، شیراز، اصفهان، تبریز و کیش',
    body: 'بدون صف، با پذیرش اختصاصی بار و کارت پرواز، پذیرایی در سالن تشریفات و ترانسفر تا پای هواپیما.',
    linkUrl: '/?booking=open&section=cip',
    linkTitle: 'رزرو CIP',
    alt: 'سالن تشریفات فرودگاه با نور گرم و صندلی‌های راحت',
    size: [1600, 640],
  },
  {
    key: 'home-hero',
    title: 'فست‌ترک؛ کوتاه‌ترین راه تا گیت پرواز',
    subtitle: 'عبور از مسیر ویژه بازرسی و کنترل گذرنامه با همراهی کارشناس',
    body: 'برای وقتی که زمان کمی تا پرواز دارید یا با کودک سفر می‌کنید؛ مقرون‌به‌صرفه‌ترین خدمت تشریفات.',
    linkUrl: '/?booking=open&section=fastTrack',
    linkTitle: 'رزرو فست‌ترک',
    alt: 'مسیر ویژه عبور سریع مسافران در فرودگاه',
    size: [1600, 640],
  },
  {
    key: 'home-hero',
    title: 'سالن بیزینس؛ پیش از پرواز استراحت کنید',
    subtitle: 'منوی غذای ایرانی و بین‌المللی، فضای کار و اینترنت پرسرعت',
    body: 'ورود به سالن بیزینس فرودگاه امام برای مسافران همه کلاس‌های پروازی، جداگانه یا همراه فست‌ترک.',
    linkUrl: '/?booking=open&section=businessLounge',
    linkTitle: 'رزرو سالن بیزینس',
    alt: 'فضای نشیمن سالن بیزینس فرودگاه',
    size: [1600, 640],
  },
  {
    key: 'home-banner',
    title: 'پیشنهادهای ویژه سفر',
    subtitle: 'تا ۳۰٪ تخفیف چمدان و لوازم سفر',
    body: 'تخفیف‌های محدود این هفته روی چمدان‌های کابین، کوله‌پشتی و لوازم جانبی سفر.',
    linkUrl: '/products?category_ids=329',
    linkTitle: 'دیدن پیشنهادها',
    alt: 'چمدان‌های رنگی با برچسب تخفیف',
    size: [1200, 400],
  },
  {
    key: 'home-banner',
    title: 'تازه‌های فروشگاه',
    subtitle: 'پاوربانک‌های مجاز پرواز و هدفون‌های حذف نویز',
    body: 'جدیدترین کالاهای دیجیتال همراه سفر، با ضمانت اصالت و ارسال سریع.',
    linkUrl: '/products?category_ids=334',
    linkTitle: 'خرید تازه‌ها',
    alt: 'هدفون و پاوربانک روی میز سفر',
    size: [1200, 400],
  },
  {
    key: 'home-banner',
    title: 'پرفروش‌ترین‌های مسافران',
    subtitle: 'کالاهایی که بیشتر همراه سفر خریده‌اند',
    body: 'بالش گردنی، قفل TSA، کیت بهداشتی سفر و سوغات اصیل ایرانی.',
    linkUrl: '/products?category_ids=335',
    linkTitle: 'دیدن پرفروش‌ها',
    alt: 'بالش گردنی و چشم‌بند سفر',
    size: [1200, 400],
  },
  {
    key: 'home-features',
    title: 'بدون صف',
    subtitle: 'پذیرش بار و کارت پرواز در سالن اختصاصی',
    body: 'مراحل پذیرش، بازرسی و کنترل گذرنامه را کارشناسان تشریفات برای شما انجام می‌دهند.',
    alt: 'نماد صف کوتاه',
    size: [256, 256],
  },
  {
    key: 'home-features',
    title: 'همراه ویژه و ویلچر',
    subtitle: 'برای سالمندان و مسافران کم‌توان',
    body: 'ویلچر تا پای هواپیما و همراهی کارشناس آموزش‌دیده در تمام مسیر.',
    alt: 'نماد ویلچر',
    size: [256, 256],
  },
  {
    key: 'home-features',
    title: 'استقبال و بدرقه',
    subtitle: 'خوشامدگویی به میهمانان ورودی و بدرقه مسافران',
    body: 'استقبال‌کننده و همراه برای میهمانان ورودی، با ترانسفر تا مقصد.',
    alt: 'نماد دسته‌گل',
    size: [256, 256],
  },
  {
    key: 'home-features',
    title: 'پشتیبانی ۲۴ ساعته',
    subtitle: 'پیگیری رزرو و سفارش با تیکت و تلفن',
    body: 'ویرایش رزرو تا پایان مهلت رزرو و لغو بدون جریمه تا ۴۸ ساعت پیش از پرواز.',
    alt: 'نماد گوشی پشتیبانی',
    size: [256, 256],
  },
  {
    key: 'home-faq',
    title: 'پرسش‌های پرتکرار',
    subtitle: 'پیش از رزرو خدمات فرودگاهی بخوانید',
    body: 'پاسخ پرسش‌های رایج درباره CIP، فست‌ترک، ویزا، حیوان خانگی، لغو و استرداد را در بخش پرسش‌های متداول ببینید.',
    linkUrl: '/faq',
    linkTitle: 'همه پرسش‌ها',
  },
];

const shop: SeedBox[] = [
  {
    key: 'shop-hero',
    title: 'فروشگاه سفر',
    subtitle: 'هر آنچه برای یک سفر راحت لازم دارید',
    body: 'ارسال با پست پیشتاز به سراسر کشور، پیک فوری در تهران و کرج و تحویل رایگان در فرودگاه امام خمینی پیش از پرواز.',
    linkUrl: '/products',
    linkTitle: 'ورود به فروشگاه',
    alt: 'قفسه‌های لوازم سفر در فروشگاه',
    size: [1600, 640],
  },
];

// Persian first (ids 1–12 as before), then the home page in English and Arabic.
const pages: [number, Lang, SeedBox[]][] = [
  [CMS_PAGES.home, 'fa', home],
  [CMS_PAGES.shop, 'fa', shop],
  [CMS_PAGES.home, 'en', homeInEnglish],
  [CMS_PAGES.home, 'ar', homeInArabic],
];

/**
 * CMS boxes of the home page (hero slides, shop banners, features strip, FAQ highlight) in Persian, English and
 * Arabic, and the shop page.
 */
export async function seedCms(db: Db, { storage }: SeedContext) {
  const boxes = pages.flatMap(([pageId, lang, list]) => list.map((box, priority) => ({ box, pageId, lang, priority })));
  const rows = await mapLimit(boxes, 4, async ({ box: { alt, size, ...box }, pageId, lang, priority }, i) => ({
    ...box,
    id: i + 1,
    pageId,
    lang,
    priority,
    ...(alt && size ? await storeCover(storage, 'box', i + 1, alt, size[0], size[1]) : {}),
  }));
  await db.insert(cmsBoxes).values(rows).onConflictDoNothing();
  await syncSequence(db, 'cms_boxes');
}
