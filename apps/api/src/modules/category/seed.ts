import type { Db } from '../../db/client';
import { syncSequence } from '../../db/seed/kit';
import { categories } from './schema';

/** Module ids of §9. */
const PRODUCT = 55;
const NEWS = 1;

type Row = typeof categories.$inferInsert;

// Root ids of §9: root 103 (the menu's parent), promotions 329, best sellers 335, new arrivals 334.
const rows: Row[] = [
  { id: 103, moduleId: PRODUCT, parentId: null, title: 'فروشگاه', slug: 'shop', priority: 0 },
  { id: 329, moduleId: PRODUCT, parentId: null, title: 'پیشنهادهای ویژه', slug: 'promotions', priority: 1 },
  { id: 335, moduleId: PRODUCT, parentId: null, title: 'پرفروش‌ترین‌ها', slug: 'best-sellers', priority: 2 },
  { id: 334, moduleId: PRODUCT, parentId: null, title: 'تازه‌ها', slug: 'new-arrivals', priority: 3 },
  {
    id: 110,
    moduleId: PRODUCT,
    parentId: 103,
    title: 'چمدان و کیف سفر',
    slug: 'luggage',
    priority: 1,
    description: 'چمدان‌های کابین و بزرگ، کوله‌پشتی و کیف دستی برای سفرهای کوتاه و بلند',
  },
  {
    id: 111,
    moduleId: PRODUCT,
    parentId: 103,
    title: 'لوازم جانبی سفر',
    slug: 'travel-accessories',
    priority: 2,
    description: 'بالش گردنی، چشم‌بند، قفل TSA، برچسب چمدان و هر آنچه سفر را راحت‌تر می‌کند',
  },
  {
    id: 112,
    moduleId: PRODUCT,
    parentId: 103,
    title: 'کالای دیجیتال همراه',
    slug: 'electronics',
    priority: 3,
    description: 'پاوربانک، هدفون بی‌سیم، مبدل برق و شارژر چندکاره',
  },
  {
    id: 113,
    moduleId: PRODUCT,
    parentId: 103,
    title: 'عطر و ادکلن',
    slug: 'perfume',
    priority: 4,
    description: 'عطرهای اصل زنانه و مردانه با ضمانت اصالت کالا',
  },
  {
    id: 114,
    moduleId: PRODUCT,
    parentId: 103,
    title: 'ساعت و اکسسوری',
    slug: 'watches',
    priority: 5,
    description: 'ساعت مچی، عینک آفتابی و کیف پول چرمی',
  },
  {
    id: 115,
    moduleId: PRODUCT,
    parentId: 103,
    title: 'سوغات و خوراکی',
    slug: 'souvenirs',
    priority: 6,
    description: 'زعفران، پسته، گز و سوهان و سوغات اصیل ایرانی در بسته‌بندی سفری',
  },
  {
    id: 116,
    moduleId: PRODUCT,
    parentId: 103,
    title: 'بهداشت و زیبایی',
    slug: 'beauty',
    priority: 7,
    description: 'کیت بهداشتی سفر، کرم ضدآفتاب و محصولات مراقبت پوست در اندازه مجاز پرواز',
  },
  {
    id: 117,
    moduleId: PRODUCT,
    parentId: 103,
    title: 'کتاب و سرگرمی',
    slug: 'books',
    priority: 8,
    description: 'کتاب، مجله و بازی‌های فکری برای ساعت‌های انتظار و پرواز',
  },
  {
    id: 118,
    moduleId: PRODUCT,
    parentId: 103,
    title: 'پوشاک سفر',
    slug: 'apparel',
    priority: 9,
    description: 'لباس راحتی، جوراب طبی پرواز و کلاه',
  },
  {
    id: 119,
    moduleId: PRODUCT,
    parentId: 103,
    title: 'کارت هدیه',
    slug: 'gift-cards',
    priority: 10,
    disableInWebservice: true,
    description: 'کارت هدیه فروشگاه (به‌زودی)',
  },
  {
    id: 120,
    moduleId: PRODUCT,
    parentId: 110,
    title: 'چمدان کابین',
    slug: 'cabin-luggage',
    priority: 1,
    description: 'چمدان‌های هم‌اندازه بار همراه هواپیما',
  },
  {
    id: 121,
    moduleId: PRODUCT,
    parentId: 110,
    title: 'کوله‌پشتی',
    slug: 'backpacks',
    priority: 2,
    description: 'کوله‌پشتی لپ‌تاپ و سفری',
  },
  {
    id: 122,
    moduleId: PRODUCT,
    parentId: 112,
    title: 'پاوربانک و شارژر',
    slug: 'power',
    priority: 1,
    description: 'پاوربانک‌های مجاز برای حمل در کابین',
  },
  {
    id: 123,
    moduleId: PRODUCT,
    parentId: 112,
    title: 'هدفون و هندزفری',
    slug: 'audio',
    priority: 2,
    description: 'هدفون‌های بی‌سیم با حذف نویز فعال',
  },
  {
    id: 201,
    moduleId: NEWS,
    parentId: null,
    title: 'اخبار فرودگاه‌ها',
    slug: 'airport-news',
    priority: 1,
    description: 'تازه‌ترین خبرهای فرودگاه‌های کشور',
  },
  {
    id: 202,
    moduleId: NEWS,
    parentId: null,
    title: 'خدمات CIP و تشریفات',
    slug: 'cip-news',
    priority: 2,
    description: 'خبرهای خدمات ویژه مسافران',
  },
  {
    id: 203,
    moduleId: NEWS,
    parentId: null,
    title: 'اطلاعیه‌ها',
    slug: 'announcements',
    priority: 3,
    description: 'اطلاعیه‌های رسمی فروشگاه و سامانه رزرو',
  },
];

/** Product (module 55) and news (module 1) categories with the root ids of §9. */
export async function seedCategories(db: Db) {
  await db.insert(categories).values(rows).onConflictDoNothing();
  await syncSequence(db, 'categories');
}
