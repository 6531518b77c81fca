import type { Db } from '../../db/client';
import { type SeedContext, syncSequence } from '../../db/seed/kit';
import { mapLimit } from '../../storage/images';
import { daysAgo, storeCover } from '../../db/seed/cover-image';
import { categories } from '../category/schema';
import { albumMedia, albums } from './schema';

/** Category module of albums. */
export const ALBUM_MODULE_ID = 10;
const AIRPORT_PHOTOS = 341;
const LOUNGES = 342;
const DESTINATIONS = 343;

const albumCategories: (typeof categories.$inferInsert)[] = [
  {
    id: AIRPORT_PHOTOS,
    title: 'فرودگاه‌های ایران',
    slug: 'airport-photos',
    description: 'تصاویر ترمینال‌ها و باندهای فرودگاه‌های کشور',
  },
  { id: LOUNGES, title: 'سالن‌های تشریفات', slug: 'lounge-photos', description: 'نگاهی به سالن‌های CIP و بیزینس' },
  {
    id: DESTINATIONS,
    title: 'مقصدهای گردشگری',
    slug: 'destination-photos',
    description: 'عکس‌هایی از جاذبه‌های مقصدهای پروازی',
  },
].map((c, i) => ({ ...c, moduleId: ALBUM_MODULE_ID, parentId: null, priority: i + 1 }));

type Album = {
  category: number;
  title: string;
  description: string;
  days: number;
  views: number;
  priority?: number;
  /** Titles (and alt texts) of the album's photos. */
  photos: string[];
};

const items: Album[] = [
  {
    category: LOUNGES,
    title: 'سالن CIP فرودگاه امام خمینی',
    description: 'فضای پذیرایی، اتاق استراحت خانوادگی و باجه پذیرش اختصاصی سالن تشریفات ترمینال ۱ فرودگاه امام.',
    days: 5,
    views: 2310,
    priority: 5,
    photos: [
      'ورودی اختصاصی سالن CIP',
      'فضای پذیرایی و میزهای سرو غذا',
      'اتاق استراحت خانوادگی',
      'باجه پذیرش بار و کارت پرواز',
      'خودروی ترانسفر تا پای هواپیما',
    ],
  },
  {
    category: AIRPORT_PHOTOS,
    title: 'فرودگاه مهرآباد از نمای نزدیک',
    description: 'ترمینال‌های ۲ و ۴، برج مراقبت و کیوسک‌های پذیرش خودکار فرودگاه مهرآباد تهران.',
    days: 19,
    views: 1280,
    photos: [
      'برج مراقبت فرودگاه مهرآباد',
      'سالن انتظار ترمینال ۴',
      'کیوسک‌های پذیرش خودکار',
      'هواپیماهای پارک‌شده در اپرون',
    ],
  },
  {
    category: DESTINATIONS,
    title: 'جزیره کیش؛ ساحل، دریا و غروب',
    description: 'تصاویری از سواحل مرجانی، کشتی یونانی و مسیر دوچرخه‌سواری جزیره کیش.',
    days: 31,
    views: 3410,
    priority: 3,
    photos: [
      'غروب آفتاب کنار کشتی یونانی',
      'ساحل مرجانی کیش',
      'مسیر دوچرخه‌سواری ساحلی',
      'شهر زیرزمینی کاریز',
      'اسکله تفریحی کیش',
      'نمای هوایی فرودگاه کیش',
    ],
  },
  {
    category: LOUNGES,
    title: 'سالن بیزینس پس از نوسازی',
    description: 'منوی تازه، میزهای کار و فضای آرام سالن بیزینس فرودگاه امام پس از بازسازی.',
    days: 44,
    views: 1760,
    photos: ['فضای نشیمن سالن بیزینس', 'میز کار با پریز برق', 'بوفه غذای ایرانی و بین‌المللی', 'اتاق کودک'],
  },
  {
    category: DESTINATIONS,
    title: 'شیراز، شهر راز',
    description: 'مسجد نصیرالملک، باغ ارم، حافظیه و تخت جمشید در قاب دوربین.',
    days: 58,
    views: 2090,
    photos: ['نور رنگی در مسجد نصیرالملک', 'حوض و درختان باغ ارم', 'آرامگاه حافظ', 'ستون‌های تخت جمشید', 'دروازه قرآن'],
  },
  {
    category: AIRPORT_PHOTOS,
    title: 'یک روز در فرودگاه مشهد',
    description: 'از ورود زائران تا پارکینگ طبقاتی جدید؛ روایت تصویری یک روز کاری در فرودگاه شهید هاشمی‌نژاد.',
    days: 76,
    views: 940,
    photos: ['ترمینال ۳ فرودگاه مشهد', 'پارکینگ طبقاتی جدید', 'سالن ورودی زائران', 'باجه‌های کنترل گذرنامه'],
  },
  {
    category: DESTINATIONS,
    title: 'اصفهان نصف جهان',
    description: 'میدان نقش جهان، سی‌وسه‌پل و کاخ چهلستون؛ مقصد تازه پروازهای مستقیم قطر ایرویز.',
    days: 99,
    views: 1650,
    photos: ['میدان نقش جهان در شب', 'سی‌وسه‌پل و زاینده‌رود', 'کاخ چهلستون', 'مسجد شیخ لطف‌الله'],
  },
];

/** Album categories (module 10, ids 341–343) and photo albums with their media. */
export async function seedAlbums(db: Db, { storage }: SeedContext) {
  await db.insert(categories).values(albumCategories).onConflictDoNothing();
  await syncSequence(db, 'categories');
  const photos = items.flatMap((a, i) => a.photos.map((title, k) => ({ albumId: i + 1, title, priority: k })));
  const [covers, photoImages] = await Promise.all([
    mapLimit(items, 4, (a, i) => storeCover(storage, 'album', i + 1, a.photos[0]!, 1200, 675)),
    mapLimit(photos, 4, (p, i) => storeCover(storage, 'photo', i + 1, p.title, 1600, 1067)),
  ]);
  await db
    .insert(albums)
    .values(
      items.map((a, i) => ({
        id: i + 1,
        categoryId: a.category,
        title: a.title,
        description: a.description,
        ...covers[i],
        publishedAt: daysAgo(a.days, 9),
        viewCount: a.views,
        priority: a.priority ?? 0,
      })),
    )
    .onConflictDoNothing();
  // An image item keeps its storage key in `url` with its full size (`poster` is for video/audio).
  const media = photos.map((p, i) => {
    const img = photoImages[i]!;
    return {
      id: i + 1,
      albumId: p.albumId,
      type: 'image' as const,
      title: p.title,
      url: img.imageUrl,
      alt: p.title,
      width: img.imageWidth,
      height: img.imageHeight,
      priority: p.priority,
    };
  });
  await db.insert(albumMedia).values(media).onConflictDoNothing();
  await syncSequence(db, 'albums');
  await syncSequence(db, 'album_media');
}
