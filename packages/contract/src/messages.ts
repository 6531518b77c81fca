/**
 * What a person reads of a refused field: a Persian sentence, never a path such as
 * `body.flight_orders.0.passengers.1.last_name`. The API writes `error_message` with it and the site reads any
 * field problem through it; zod's own messages (common.ts) name the field with `fieldLabel`. No zod here, so the
 * site's fetch core can use it on public pages.
 */
import { toPersianDigits } from '@vip/domain';

/** Persian names of the body and query fields a person fills in (the last name of a path decides). */
const FIELD_LABELS: Record<string, string> = {
  first_name: 'نام',
  last_name: 'نام خانوادگی',
  full_name: 'نام و نام خانوادگی',
  mobile: 'شماره همراه',
  email: 'ایمیل',
  password: 'رمز عبور',
  code: 'کد',
  national_code: 'کد ملی',
  passport_number: 'شماره گذرنامه',
  person_age_type: 'رده سنی',
  gender: 'جنسیت',
  nationality: 'ملیت',
  country_id: 'کشور',
  birth_date: 'تاریخ تولد',
  flight_id: 'پرواز',
  flight_class: 'کلاس پرواز',
  service_id: 'خدمت',
  reservation_type: 'نوع رزرو',
  order_type: 'نوع سفارش پرواز',
  date: 'تاریخ',
  time: 'ساعت',
  address: 'نشانی',
  postal_code: 'کد پستی',
  city: 'شهر',
  province: 'استان',
  latitude: 'عرض جغرافیایی',
  longitude: 'طول جغرافیایی',
  transfer_id: 'ترانسفر',
  stop_count: 'تعداد توقف',
  suite_id: 'سوئیت',
  visa_count: 'تعداد ویزا',
  wheelchair_count: 'تعداد ویلچر',
  parking_count: 'تعداد پارکینگ',
  parking_additional_hours: 'ساعت اضافه پارکینگ',
  pet_count: 'تعداد حیوان خانگی',
  role: 'نقش همراه',
  note: 'یادداشت',
  description: 'توضیحات',
  title: 'عنوان',
  body: 'متن',
  message: 'پیام',
  amount: 'مبلغ',
  quantity: 'تعداد',
  count: 'تعداد',
  rate: 'امتیاز',
  product_id: 'کالا',
  order_id: 'سفارش',
  discount_code: 'کد تخفیف',
  search_text: 'عبارت جستجو',
  searchtext: 'عبارت جستجو',
  search_keywords: 'عبارت جستجو',
  sort: 'مرتب‌سازی',
  limit: 'تعداد در صفحه',
  offset: 'صفحه',
  page: 'صفحه',
  passengers: 'مسافران',
  reservations: 'خدمات',
  flight_orders: 'پروازها',
  items: 'اقلام',
};

/** The Persian name of the field a path ends at (`['passengers', 1, 'mobile']` → «شماره همراه»), if it has one. */
export function fieldLabel(path: readonly PropertyKey[]): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i];
    if (typeof key === 'string' && !/^\d+$/.test(key)) return FIELD_LABELS[key];
  }
  return undefined;
}

/** «مقدار «…» معتبر نیست.»: what a value of the wrong type or outside its choices reads as. */
export const invalidValueMessage = (label: string | undefined) =>
  label ? `مقدار «${label}» معتبر نیست.` : 'مقدار واردشده معتبر نیست.';

/** Who a list of persons holds, by the list's field name. */
const PERSON_LISTS: Record<string, string> = {
  passengers: 'مسافر',
  passenger_list: 'مسافر',
  greeter_attendant_list: 'خوشامدگو / همراه',
};

/** zod's generic messages (its fa locale before common.ts words them, or an older API's): nothing a person reads. */
const GENERIC = /^(ورودی نامعتبر|گزینه نامعتبر|خیلی بزرگ|خیلی کوچک|Invalid input)/;

/** A field's own message, or «مقدار «…» معتبر نیست.» in place of a generic one. */
export function fieldMessage(field: string, message: string): string {
  const text = message.trim();
  if (text === '' || GENERIC.test(text)) return invalidValueMessage(fieldLabel(field.split('.')));
  return text;
}

/**
 * One field problem as a sentence: the message alone, prefixed with the person it is about
 * («مسافر ۲: نام خانوادگی را وارد کنید.» for `flight_orders.0.passengers.1.last_name`) and, on a round trip's
 * second flight, with «پرواز برگشت». The path's `body.`/`query.` never shows.
 */
export function fieldSentence(field: string, message: string): string {
  const path = field.replace(/^(body|query|querystring|params|headers)(\.|$)/, '').split('.');
  const text = fieldMessage(field, message);
  const about: string[] = [];
  if (path[0] === 'flight_orders' && path[1] === '1') about.push('پرواز برگشت');
  for (let i = path.length - 2; i >= 0; i--) {
    const who = PERSON_LISTS[path[i]];
    if (who && /^\d+$/.test(path[i + 1])) {
      const person = `${who} ${toPersianDigits(Number(path[i + 1]) + 1)}`;
      // A rule of the whole list may already name the person («مسافر ۱: …»).
      if (!text.startsWith(person)) about.push(person);
      break;
    }
  }
  return about.length ? `${about.join('، ')}: ${text}` : text;
}

/** An API error message that still starts with a field path (`body.x.y: …`) without it. */
export const withoutFieldPath = (message: string) =>
  message.replace(/^(body|query|querystring|params)\.[\w.[\]]*:\s*/, '');
