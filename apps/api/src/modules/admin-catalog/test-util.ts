import { type CatalogResourceName, catalogOps, catalogResources, api as endpoints } from '@vip/contract';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { TestApi } from '../../../test/helpers';
import type { Db } from '../../db/client';
import { categories } from '../category/schema';
import { cipAirlines, cipAirports, cipServices, cipTerminals } from '../cipservice/schema';
import { products } from '../product/schema';

/** Ids of demo rows the sample bodies refer to. */
export interface CatalogFixtures {
  productCategory: number;
  newsCategory: number;
  articleCategory: number;
  albumCategory: number;
  faqCategory: number;
  product: number;
  airport: number;
  otherAirport: number;
  terminal: number;
  airline: number;
  service: number;
  /** An uploaded image's key. */
  image: string;
}

/** Well-formed ids that name nothing (the role matrix: an allowed role gets past the role check, then a 400/404). */
export const NOWHERE: CatalogFixtures = {
  productCategory: 999_999,
  newsCategory: 999_999,
  articleCategory: 999_999,
  albumCategory: 999_999,
  faqCategory: 999_999,
  product: 999_999,
  airport: 999_998,
  otherAirport: 999_999,
  terminal: 999_999,
  airline: 999_999,
  service: 999_999,
  image: 'img-00000000000000000000000000000000-640x480',
};

/** Demo rows of the seeded test database. */
export async function catalogFixtures(db: Db, image: string): Promise<CatalogFixtures> {
  const categoryOf = async (moduleId: number) =>
    (await db.select({ id: categories.id }).from(categories).where(eq(categories.moduleId, moduleId)).limit(1))[0].id;
  const served = await db
    .select({ id: cipAirports.id })
    .from(cipAirports)
    .where(eq(cipAirports.served, true))
    .orderBy(asc(cipAirports.id))
    .limit(2);
  const [terminal] = await db
    .select({ id: cipTerminals.id })
    .from(cipTerminals)
    .where(eq(cipTerminals.airportId, served[0].id))
    .limit(1);
  const [airline] = await db.select({ id: cipAirlines.id }).from(cipAirlines).limit(1);
  const [service] = await db
    .select({ id: cipServices.id })
    .from(cipServices)
    .where(and(eq(cipServices.active, true), isNotNull(cipServices.id)))
    .limit(1);
  const [product] = await db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(1);
  return {
    productCategory: await categoryOf(55),
    newsCategory: await categoryOf(1),
    articleCategory: await categoryOf(9),
    albumCategory: await categoryOf(10),
    faqCategory: await categoryOf(8),
    product: product.id,
    airport: served[0].id,
    otherAirport: served[1].id,
    terminal: terminal.id,
    airline: airline.id,
    service: service.id,
    image,
  };
}

/** How a resource is exercised: a create body, an update body and what the record shows after each. */
export interface CatalogSample {
  create: Record<string, unknown>;
  /** Fields the created record shows (Persian letters normalised, digits parsed…). */
  created: Record<string, unknown>;
  update: Record<string, unknown>;
  updated: Record<string, unknown>;
  /** The `q` that finds the created record in the list. */
  q: string;
  /** False when the resource refuses deletes (a tariff belongs to its service). */
  deletable?: boolean;
}

/**
 * One sample per resource (the table the CRUD, audit and role tests iterate). Arabic ي/ك and Persian digits are sent
 * on purpose: records answer Persian letters and numbers. `n` keeps unique fields apart between calls.
 */
export function catalogSamples(f: CatalogFixtures, n = 1): Record<CatalogResourceName, CatalogSample> {
  const image = { key: f.image, alt: 'تصوير آزمايشي' };
  return {
    products: {
      create: {
        title: `كيف چرمي ${n}`,
        slug: `test-bag-${n}`,
        price: '۱۲۵۰۰۰۰۰',
        stock: 4,
        category_ids: [f.productCategory],
        images: [image],
        attributes: [{ title: 'جنس', value: 'چرم طبيعي' }],
      },
      created: { title: `کیف چرمی ${n}`, price: 12_500_000, stock: 4, category_ids: [f.productCategory] },
      update: { price: 9_900_000, old_price: 12_500_000, published: false },
      updated: { price: 9_900_000, old_price: 12_500_000, published: false, title: `کیف چرمی ${n}` },
      q: `کیف چرمی ${n}`,
    },
    brands: {
      create: { title: `برند آزمايشي ${n}`, title_en: `Test Brand ${n}`, slug: `test-brand-${n}`, logo: image },
      created: { title: `برند آزمایشی ${n}`, slug: `test-brand-${n}` },
      update: { country: 'ايران', logo: null },
      updated: { country: 'ایران', logo: null },
      q: `Test Brand ${n}`,
    },
    categories: {
      create: { module_id: 55, parent_id: f.productCategory, title: `دسته آزمايشي ${n}`, slug: `test-cat-${n}` },
      created: { module_id: 55, parent_id: f.productCategory, title: `دسته آزمایشی ${n}` },
      update: { priority: 7, disable_in_webservice: true },
      updated: { priority: 7, disable_in_webservice: true },
      q: `test-cat-${n}`,
    },
    news: {
      create: { title: `خبر آزمايشي ${n}`, summary: 'خلاصه', category_id: f.newsCategory, image },
      created: { title: `خبر آزمایشی ${n}`, category_id: f.newsCategory },
      update: { body: 'متن كامل خبر', published_at: '2026-11-20T08:00:00Z' },
      updated: { body: 'متن کامل خبر', published_at: '2026-11-20T08:00:00.000Z' },
      q: `خبر آزمایشی ${n}`,
    },
    articles: {
      create: { title: `راهنماي سفر ${n}`, author: 'نويسنده', reading_minutes: '۵', category_id: f.articleCategory },
      created: { title: `راهنمای سفر ${n}`, author: 'نویسنده', reading_minutes: 5 },
      update: { image },
      updated: { reading_minutes: 5 },
      q: `راهنمای سفر ${n}`,
    },
    albums: {
      create: {
        title: `آلبوم آزمايشي ${n}`,
        category_id: f.albumCategory,
        items: [
          { type: 'image', title: 'عكس يك', image },
          { type: 'video', title: 'ويديو', url: 'https://video.example.ir/a.mp4', duration_seconds: 30 },
        ],
      },
      created: { title: `آلبوم آزمایشی ${n}` },
      update: { items: [{ type: 'video', title: 'فقط ويديو', url: 'https://video.example.ir/b.mp4' }] },
      updated: {
        items: [expect.objectContaining({ type: 'video', title: 'فقط ویدیو', url: 'https://video.example.ir/b.mp4' })],
      },
      q: `آلبوم آزمایشی ${n}`,
    },
    faqs: {
      create: { question: `چگونه بليت بگيرم ${n}؟`, answer: 'از صفحهٔ پرواز', category_id: f.faqCategory },
      created: { question: `چگونه بلیت بگیرم ${n}؟` },
      update: { priority: 3 },
      updated: { priority: 3 },
      q: `بلیت بگیرم ${n}`,
    },
    'cms-boxes': {
      create: { page_id: 1, key: 'banner', title: `بنر آزمايشي ${n}`, link_url: '/products', image },
      created: { page_id: 1, key: 'banner', title: `بنر آزمایشی ${n}`, link_url: '/products' },
      update: { subtitle: 'زيرعنوان', link_url: null },
      updated: { subtitle: 'زیرعنوان', link_url: null },
      q: `بنر آزمایشی ${n}`,
    },
    'discount-codes': {
      create: { code: `test${n}`, title: `تخفيف ${n}`, kind: 'percent', value: 10, max_discount: 500_000 },
      created: { code: `TEST${n}`, title: `تخفیف ${n}`, kind: 'percent', value: 10, used_count: 0 },
      update: { kind: 'fixed', value: 200_000, usage_limit: 5 },
      updated: { kind: 'fixed', value: 200_000, usage_limit: 5 },
      q: `TEST${n}`,
    },
    transmits: {
      create: { title: `پيك آزمايشي ${n}`, price: 300_000, delivery_days_min: 1, delivery_days_max: 2 },
      created: { title: `پیک آزمایشی ${n}`, price: 300_000, active: true },
      update: { active: false, price: 350_000 },
      updated: { active: false, price: 350_000 },
      q: `پیک آزمایشی ${n}`,
    },
    airports: {
      create: {
        iata: `q${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + ((n >> 5) % 26))}`,
        title: `فرودگاه آزمايشي ${n}`,
        title_en: `Test Airport ${n}`,
        city: 'كرج',
        city_en: 'Karaj',
        country_code: 'ir',
        timezone: 'Asia/Tehran',
        utc_offset_minutes: 210,
        terminals: [{ title: 'ترمينال ۱', title_en: 'T1' }],
      },
      created: {
        title: `فرودگاه آزمایشی ${n}`,
        city: 'کرج',
        country_code: 'IR',
        terminals: [expect.objectContaining({ title: 'ترمینال ۱' })],
      },
      update: { served: true, cancellation_policy: [{ hours_before: 24, refund_percent: 80 }], terminals: [] },
      updated: { served: true, cancellation_policy: [{ hours_before: 24, refund_percent: 80 }], terminals: [] },
      q: `Test Airport ${n}`,
    },
    airlines: {
      create: { iata: `Q${n % 10}`, title: `هواپيمايي آزمايشي ${n}`, title_en: `Test Air ${n}` },
      created: { iata: `Q${n % 10}`, title: `هواپیمایی آزمایشی ${n}` },
      update: { title_en: `Test Airways ${n}` },
      updated: { title_en: `Test Airways ${n}` },
      q: `Test Air ${n}`,
    },
    'flight-patterns': {
      create: {
        airline_id: f.airline,
        flight_number: `QZ ${900 + n}`,
        origin_airport_id: f.airport,
        origin_terminal_id: f.terminal,
        destination_airport_id: f.otherAirport,
        weekdays: [1, 3],
        departure_time: '۰۸:۳۰',
        duration_minutes: 75,
      },
      created: { flight_number: `QZ ${900 + n}`, weekdays: [1, 3], departure_time: '08:30' },
      update: { weekdays: [2], departure_time: '21:15' },
      updated: { weekdays: [2], departure_time: '21:15' },
      q: `QZ ${900 + n}`,
    },
    'cip-services': {
      create: {
        airport_id: f.airport,
        reservation_type: 0,
        service_type: 0, // a fast track
        title: `خدمت آزمايشي ${n}`,
        capacity_per_slot: 20,
      },
      // Created without a tariff: inactive until its prices are set.
      created: { title: `خدمت آزمایشی ${n}`, active: false, capacity_per_slot: 20, service_type: 0 },
      update: { meeting_point: 'درب ۴', capacity_per_slot: 30, service_type: '۲' },
      updated: { meeting_point: 'درب ۴', capacity_per_slot: 30, service_type: 2 },
      q: `خدمت آزمایشی ${n}`,
    },
    'cip-tariffs': {
      create: {
        service_id: f.service,
        passenger_adult: 45_000_000,
        passenger_child: 30_000_000,
        passenger_infant: 0,
        greeter_adult: 20_000_000,
        greeter_child: 10_000_000,
        greeter_infant: 0,
        pet: 5_000_000,
        parking_main: 3_000_000,
        parking_hourly: 500_000,
        wheelchair_outdoor: 2_000_000,
        wheelchair_indoor: 1_000_000,
        visa: 15_000_000,
        suites: [{ title: 'سوئيت ويژه', price: 80_000_000 }],
      },
      created: {
        id: f.service,
        passenger_adult: 45_000_000,
        suites: [expect.objectContaining({ title: 'سوئیت ویژه' })],
      },
      update: {
        passenger_adult: 47_000_000,
        transfers: [{ title: 'ون', vehicle: 'ون', seats: 6, service_price: 9_000_000, stop_price: 1_000_000 }],
      },
      updated: {
        passenger_adult: 47_000_000,
        transfers: [expect.objectContaining({ seats: 6, service_price: 9_000_000 })],
      },
      q: '',
      deletable: false,
    },
  };
}

/** A PNG of the given size (solid colour). */
export function pngOf(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png()
    .toBuffer();
}

/** A multipart body with one `file` field. */
export function multipart(bytes: Buffer, filename: string, contentType: string) {
  const boundary = `----h15api${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, bytes, tail]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads an image as staff; answers the inject response. */
export function uploadImage(
  api: () => TestApi,
  token: string,
  bytes: Buffer,
  filename = 'photo.png',
  type = 'image/png',
) {
  const body = multipart(bytes, filename, type);
  return api().app.inject({
    method: 'POST',
    url: endpoints.adminCatalogUploadImage.path,
    headers: { 'x-api-key': api().config.API_KEY, authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** A well-formed call of every catalogue operation for the role matrix (ids name nothing; bodies are valid). */
export function catalogMatrixInputs(): Record<string, { params?: { id: number }; body?: unknown }> {
  const samples = catalogSamples(NOWHERE, 99);
  const out: Record<string, { params?: { id: number }; body?: unknown }> = { adminCatalogUploadImage: {} };
  for (const name of Object.keys(catalogResources) as CatalogResourceName[]) {
    const ops = catalogOps(name);
    out[ops.list.operationId] = {};
    out[ops.get.operationId] = { params: { id: 999_999 } };
    out[ops.create.operationId] = { body: samples[name].create };
    out[ops.update.operationId] = { params: { id: 999_999 }, body: samples[name].update };
    out[ops.remove.operationId] = { params: { id: 999_999 } };
  }
  return out;
}
