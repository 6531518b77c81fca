/**
 * Arabic (and, where seed-data.ts has none, English) names of the demo catalogue, as the airports, airlines and
 * lounges publish them. Kept apart from seed-data.ts so the tuples there stay readable; keyed by IATA code or the
 * Persian name they translate.
 */
import { ReservationType, ServiceType } from '@vip/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cipAirlines, cipAirports, cipServices, cipSuites, cipTerminals, cipTransfers } from './schema';

/** Airport IATA → [Arabic name, Arabic city]. */
export const AIRPORT_AR: Record<string, [string, string]> = {
  IKA: ['مطار الإمام الخميني الدولي', 'طهران'],
  THR: ['مطار مهرآباد الدولي', 'طهران'],
  MHD: ['مطار مشهد الدولي (الشهيد هاشمي نجاد)', 'مشهد'],
  SYZ: ['مطار شيراز الدولي (الشهيد دستغيب)', 'شيراز'],
  IFN: ['مطار أصفهان الدولي (الشهيد بهشتي)', 'أصفهان'],
  TBZ: ['مطار تبريز الدولي (الشهيد مدني)', 'تبريز'],
  KIH: ['مطار كيش الدولي', 'جزيرة كيش'],
  AWZ: ['مطار الأهواز الدولي (الشهيد قاسم سليماني)', 'الأهواز'],
  BND: ['مطار بندر عباس الدولي', 'بندر عباس'],
  IST: ['مطار إسطنبول', 'إسطنبول'],
  DXB: ['مطار دبي الدولي', 'دبي'],
  DOH: ['مطار حمد الدولي', 'الدوحة'],
  NJF: ['مطار النجف الأشرف الدولي', 'النجف'],
};

/** A terminal's English name (seed-data.ts) → its Arabic name. */
export const TERMINAL_AR: Record<string, string> = {
  'Salam Terminal': 'صالة السلام',
  'Terminal 1': 'المبنى 1',
  'Terminal 2': 'المبنى 2',
  'Terminal 3': 'المبنى 3',
  'Terminal 4': 'المبنى 4',
  'Terminal 1 (domestic)': 'المبنى 1 (الرحلات الداخلية)',
  'Terminal 2 (international)': 'المبنى 2 (الرحلات الدولية)',
  'Domestic Terminal': 'مبنى الرحلات الداخلية',
  'Main Terminal': 'المبنى الرئيسي',
  'Passenger Terminal': 'مبنى المسافرين',
};

/** Airline IATA → Arabic name. */
export const AIRLINE_AR: Record<string, string> = {
  IR: 'إيران إير',
  W5: 'ماهان للطيران',
  EP: 'طيران آسمان الإيرانية',
  QB: 'قشم للطيران',
  Y9: 'كيش للطيران',
  IV: 'طيران كاسبيان',
  TK: 'الخطوط الجوية التركية',
  EK: 'طيران الإمارات',
  QR: 'الخطوط الجوية القطرية',
};

/** English and Arabic names of a demo service, from its kind, side and the airport's city. */
export function serviceNames(
  kind: 'cip' | 'fastTrack' | 'lounge',
  side: ReservationType,
  cityEn: string,
  cityAr: string,
): { titleEn: string; titleAr: string } {
  const departure = side === ReservationType.Departure;
  if (kind === 'cip')
    return departure
      ? { titleEn: `CIP departure, ${cityEn} Airport`, titleAr: `خدمة CIP للمغادرة، مطار ${cityAr}` }
      : { titleEn: `CIP arrival, ${cityEn} Airport`, titleAr: `خدمة CIP للوصول، مطار ${cityAr}` };
  if (kind === 'fastTrack')
    return departure
      ? { titleEn: `Fast track departure, ${cityEn}`, titleAr: `المسار السريع للمغادرة، ${cityAr}` }
      : { titleEn: `Fast track arrival, ${cityEn}`, titleAr: `المسار السريع للوصول، ${cityAr}` };
  return { titleEn: `Business lounge, ${cityEn}`, titleAr: `صالة رجال الأعمال، ${cityAr}` };
}

/** A suite's Persian name → [English, Arabic]. */
export const SUITE_NAMES: Record<string, [string, string]> = {
  'سوئیت خصوصی دونفره': ['Private suite for two', 'جناح خاص لشخصين'],
  'سوئیت خانوادگی (تا ۶ نفر)': ['Family suite (up to 6)', 'جناح عائلي (حتى 6 أشخاص)'],
  'اتاق کنفرانس (۲ ساعت، تا ۱۰ نفر)': ['Conference room (2 hours, up to 10)', 'قاعة اجتماعات (ساعتان، حتى 10 أشخاص)'],
};

/** A transfer's Persian name → [English, Arabic]. */
export const TRANSFER_NAMES: Record<string, [string, string]> = {
  'سدان اکونومی': ['Economy sedan', 'سيارة سيدان اقتصادية'],
  'سدان لوکس': ['Luxury sedan', 'سيارة سيدان فاخرة'],
  'ون خانوادگی': ['Family van', 'حافلة صغيرة عائلية'],
};

/**
 * Fills the names above into a catalogue seeded before they existed (the demo database of a running site), leaving
 * any name staff already wrote. Fresh databases get them from seedCipCatalogue directly.
 */
export async function seedCatalogueTranslations(db: Db) {
  for (const [iata, [titleAr, cityAr]] of Object.entries(AIRPORT_AR))
    await db
      .update(cipAirports)
      .set({ titleAr, cityAr })
      .where(and(eq(cipAirports.iata, iata), eq(cipAirports.titleAr, '')));
  for (const [titleEn, titleAr] of Object.entries(TERMINAL_AR))
    await db
      .update(cipTerminals)
      .set({ titleAr })
      .where(and(eq(cipTerminals.titleEn, titleEn), eq(cipTerminals.titleAr, '')));
  for (const [iata, titleAr] of Object.entries(AIRLINE_AR))
    await db
      .update(cipAirlines)
      .set({ titleAr })
      .where(and(eq(cipAirlines.iata, iata), eq(cipAirlines.titleAr, '')));
  for (const [title, [titleEn, titleAr]] of Object.entries(SUITE_NAMES))
    await db
      .update(cipSuites)
      .set({ titleEn, titleAr })
      .where(and(eq(cipSuites.title, title), eq(cipSuites.titleEn, '')));
  for (const [title, [titleEn, titleAr]] of Object.entries(TRANSFER_NAMES))
    await db
      .update(cipTransfers)
      .set({ titleEn, titleAr })
      .where(and(eq(cipTransfers.title, title), eq(cipTransfers.titleEn, '')));
  const services = await db
    .select({ service: cipServices, airport: cipAirports })
    .from(cipServices)
    .innerJoin(cipAirports, eq(cipAirports.id, cipServices.airportId))
    .where(eq(cipServices.titleEn, ''));
  for (const { service, airport } of services) {
    const kind = KIND_OF[service.serviceType];
    if (!kind) continue;
    const names = serviceNames(
      kind,
      service.reservationType as ReservationType,
      airport.cityEn,
      airport.cityAr || airport.cityEn,
    );
    await db.update(cipServices).set(names).where(eq(cipServices.id, service.id));
  }
}

const KIND_OF: Record<number, 'cip' | 'fastTrack' | 'lounge'> = {
  [ServiceType.cip]: 'cip',
  [ServiceType.fastTrack]: 'fastTrack',
  [ServiceType.businessLounge]: 'lounge',
};
