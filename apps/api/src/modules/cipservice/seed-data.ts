/**
 * Demo catalogue: real airports, terminals, airlines and weekly flight patterns in their real numbering styles;
 * services with plausible 1405 tariffs (Rials). Ids are explicit so the data reads the same on every database.
 */

/** [iata, title, English title, city, English city, country, IANA zone, UTC offset (min), served, desk phone, terminals]. */
export type AirportRow = [
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  number,
  boolean,
  string | null,
  [string, string][],
];

export const AIRPORTS: AirportRow[] = [
  [
    'IKA',
    'فرودگاه بین‌المللی امام خمینی (ره)',
    'Imam Khomeini International Airport',
    'تهران',
    'Tehran',
    'IR',
    'Asia/Tehran',
    210,
    true,
    '021-51004000',
    [
      ['ترمینال سلام', 'Salam Terminal'],
      ['ترمینال ۱', 'Terminal 1'],
    ],
  ],
  [
    'THR',
    'فرودگاه بین‌المللی مهرآباد',
    'Mehrabad International Airport',
    'تهران',
    'Tehran',
    'IR',
    'Asia/Tehran',
    210,
    true,
    '021-61024000',
    [
      ['ترمینال ۲', 'Terminal 2'],
      ['ترمینال ۴', 'Terminal 4'],
    ],
  ],
  [
    'MHD',
    'فرودگاه بین‌المللی شهید هاشمی‌نژاد مشهد',
    'Mashhad Shahid Hasheminejad International Airport',
    'مشهد',
    'Mashhad',
    'IR',
    'Asia/Tehran',
    210,
    true,
    '051-33400400',
    [
      ['ترمینال ۱ (پرواز داخلی)', 'Terminal 1 (domestic)'],
      ['ترمینال ۲ (پرواز خارجی)', 'Terminal 2 (international)'],
    ],
  ],
  [
    'SYZ',
    'فرودگاه بین‌المللی شهید دستغیب شیراز',
    'Shiraz Shahid Dastgheib International Airport',
    'شیراز',
    'Shiraz',
    'IR',
    'Asia/Tehran',
    210,
    true,
    '071-37330400',
    [['ترمینال پروازهای داخلی', 'Domestic Terminal']],
  ],
  [
    'IFN',
    'فرودگاه بین‌المللی شهید بهشتی اصفهان',
    'Isfahan Shahid Beheshti International Airport',
    'اصفهان',
    'Isfahan',
    'IR',
    'Asia/Tehran',
    210,
    true,
    '031-35002400',
    [['ترمینال پروازهای داخلی', 'Domestic Terminal']],
  ],
  [
    'TBZ',
    'فرودگاه بین‌المللی شهید مدنی تبریز',
    'Tabriz Shahid Madani International Airport',
    'تبریز',
    'Tabriz',
    'IR',
    'Asia/Tehran',
    210,
    true,
    '041-34260400',
    [['ترمینال اصلی', 'Main Terminal']],
  ],
  [
    'KIH',
    'فرودگاه بین‌المللی کیش',
    'Kish International Airport',
    'کیش',
    'Kish Island',
    'IR',
    'Asia/Tehran',
    210,
    true,
    '076-44420400',
    [['ترمینال مسافری', 'Passenger Terminal']],
  ],
  [
    'AWZ',
    'فرودگاه بین‌المللی شهید سپهبد قاسم سلیمانی اهواز',
    'Ahvaz Shahid Qasem Soleimani International Airport',
    'اهواز',
    'Ahvaz',
    'IR',
    'Asia/Tehran',
    210,
    true,
    '061-34490400',
    [['ترمینال اصلی', 'Main Terminal']],
  ],
  [
    'BND',
    'فرودگاه بین‌المللی بندرعباس',
    'Bandar Abbas International Airport',
    'بندرعباس',
    'Bandar Abbas',
    'IR',
    'Asia/Tehran',
    210,
    true,
    '076-33670400',
    [['ترمینال اصلی', 'Main Terminal']],
  ],
  [
    'IST',
    'فرودگاه استانبول',
    'Istanbul Airport',
    'استانبول',
    'Istanbul',
    'TR',
    'Europe/Istanbul',
    180,
    false,
    null,
    [['ترمینال اصلی', 'Main Terminal']],
  ],
  [
    'DXB',
    'فرودگاه بین‌المللی دبی',
    'Dubai International Airport',
    'دبی',
    'Dubai',
    'AE',
    'Asia/Dubai',
    240,
    false,
    null,
    [
      ['ترمینال ۱', 'Terminal 1'],
      ['ترمینال ۳', 'Terminal 3'],
    ],
  ],
  [
    'DOH',
    'فرودگاه بین‌المللی حمد',
    'Hamad International Airport',
    'دوحه',
    'Doha',
    'QA',
    'Asia/Qatar',
    180,
    false,
    null,
    [['ترمینال اصلی', 'Main Terminal']],
  ],
  [
    'NJF',
    'فرودگاه بین‌المللی نجف',
    'Al Najaf International Airport',
    'نجف',
    'Najaf',
    'IQ',
    'Asia/Baghdad',
    180,
    false,
    null,
    [['ترمینال اصلی', 'Main Terminal']],
  ],
];

/** [iata, title, English title] */
export const AIRLINES: [string, string, string][] = [
  ['IR', 'ایران ایر (هما)', 'Iran Air'],
  ['W5', 'ماهان', 'Mahan Air'],
  ['EP', 'آسمان', 'Iran Aseman Airlines'],
  ['QB', 'قشم ایر', 'Qeshm Air'],
  ['Y9', 'کیش ایر', 'Kish Air'],
  ['IV', 'کاسپین', 'Caspian Airlines'],
  ['TK', 'ترکیش ایرلاینز', 'Turkish Airlines'],
  ['EK', 'امارات', 'Emirates'],
  ['QR', 'قطر ایرویز', 'Qatar Airways'],
];

const DAILY = [0, 1, 2, 3, 4, 5, 6];

/**
 * A route flown by an airline: [airline, origin, destination, first flight number, local departure times from the
 * origin, weekdays (0 Sunday … 6 Saturday), minutes in the air, origin terminal index, destination terminal index,
 * return departure delay in minutes]. Each time makes an outbound flight (number + 2i) and a return flight
 * (number + 2i + 1) leaving the destination `turnaround` minutes after arrival.
 */
export type RouteRow = [string, string, string, number, string[], number[], number, number, number, number];

export const ROUTES: RouteRow[] = [
  // Domestic out of Mehrabad (terminal ۲ for Iran Air, ۴ for the others).
  ['IR', 'THR', 'MHD', 201, ['06:30', '13:40', '20:50'], DAILY, 75, 0, 0, 60],
  ['W5', 'THR', 'MHD', 1061, ['08:10', '17:25'], DAILY, 80, 1, 0, 55],
  ['EP', 'THR', 'MHD', 3811, ['10:45'], DAILY, 80, 1, 0, 60],
  ['QB', 'THR', 'MHD', 1201, ['15:20'], [0, 2, 4, 6], 80, 1, 0, 50],
  ['IV', 'THR', 'MHD', 6001, ['22:15'], [1, 3, 5], 80, 1, 0, 45],
  ['IR', 'THR', 'SYZ', 433, ['07:20', '18:10'], DAILY, 85, 0, 0, 60],
  ['W5', 'THR', 'SYZ', 1085, ['12:35'], DAILY, 85, 1, 0, 55],
  ['EP', 'THR', 'SYZ', 3841, ['21:05'], [0, 1, 3, 5], 85, 1, 0, 60],
  ['IR', 'THR', 'IFN', 271, ['09:00'], DAILY, 55, 0, 0, 50],
  ['EP', 'THR', 'IFN', 3701, ['16:40'], DAILY, 55, 1, 0, 50],
  ['IR', 'THR', 'TBZ', 421, ['06:50', '19:30'], DAILY, 70, 0, 0, 55],
  ['IV', 'THR', 'TBZ', 6021, ['14:05'], [0, 2, 4], 70, 1, 0, 50],
  ['Y9', 'THR', 'KIH', 7011, ['07:45', '15:50'], DAILY, 105, 1, 0, 60],
  ['W5', 'THR', 'KIH', 1091, ['11:20'], DAILY, 105, 1, 0, 60],
  ['IR', 'THR', 'AWZ', 311, ['08:30', '19:55'], DAILY, 75, 0, 0, 55],
  ['QB', 'THR', 'BND', 1221, ['10:10'], DAILY, 100, 1, 0, 55],
  ['EP', 'THR', 'BND', 3861, ['18:35'], [1, 3, 5, 6], 100, 1, 0, 60],
  ['IR', 'MHD', 'SYZ', 455, ['11:05'], [0, 2, 4], 100, 0, 0, 55],
  ['EP', 'IFN', 'MHD', 3771, ['09:40'], [1, 4, 6], 90, 0, 0, 50],
  ['Y9', 'KIH', 'MHD', 7061, ['13:25'], [0, 3, 5], 110, 0, 0, 55],
  // International out of Imam Khomeini (Salam terminal).
  ['IR', 'IKA', 'IST', 721, ['07:10'], DAILY, 225, 0, 0, 75],
  ['W5', 'IKA', 'IST', 118, ['13:30'], DAILY, 225, 0, 0, 80],
  ['TK', 'IKA', 'IST', 879, ['04:10', '19:05'], DAILY, 220, 0, 0, 70],
  ['IR', 'IKA', 'DXB', 657, ['08:40'], DAILY, 125, 0, 0, 70],
  ['W5', 'IKA', 'DXB', 63, ['10:05', '22:30'], DAILY, 125, 0, 1, 70],
  ['EP', 'IKA', 'DXB', 3207, ['16:15'], [0, 2, 4, 6], 130, 0, 0, 65],
  ['EK', 'IKA', 'DXB', 972, ['02:40', '14:50'], DAILY, 120, 0, 1, 80],
  ['QR', 'IKA', 'DOH', 491, ['04:45', '17:20'], DAILY, 150, 0, 0, 75],
  ['IR', 'IKA', 'DOH', 677, ['11:35'], [1, 3, 5], 150, 0, 0, 70],
  ['IR', 'IKA', 'NJF', 761, ['06:15'], DAILY, 120, 0, 0, 60],
  ['W5', 'IKA', 'NJF', 5112, ['09:25'], DAILY, 125, 0, 0, 60],
  ['EP', 'IKA', 'NJF', 3313, ['15:05'], [0, 2, 4], 125, 0, 0, 60],
  ['QB', 'IKA', 'NJF', 2251, ['20:40'], [1, 3, 6], 125, 0, 0, 55],
  // Other international routes.
  ['IR', 'MHD', 'NJF', 763, ['08:20'], [0, 2, 4, 6], 165, 1, 0, 60],
  ['W5', 'MHD', 'DXB', 81, ['12:10'], [1, 3, 5], 145, 1, 1, 65],
  ['Y9', 'KIH', 'DXB', 7081, ['10:50'], DAILY, 55, 0, 0, 60],
  ['IR', 'SYZ', 'DXB', 669, ['14:30'], [0, 3, 5], 90, 0, 0, 60],
  ['QB', 'BND', 'DXB', 2211, ['09:15'], [1, 4], 60, 0, 0, 55],
  ['IR', 'AWZ', 'NJF', 767, ['07:35'], [0, 2, 4], 70, 0, 0, 50],
  ['IV', 'TBZ', 'IST', 6081, ['05:45'], [0, 2, 5], 190, 0, 0, 70],
];

/** Unit prices of a service in Rials: passenger (adult, child, infant), greeter/attendant (adult, child, infant), pet, parking (main, hourly), wheelchair (outdoor, indoor), visa. */
export interface TariffRow {
  passenger: [number, number, number];
  greeter: [number, number, number];
  pet: number;
  parking: [number, number];
  wheelchair: [number, number];
  visa: number;
}

const M = 1_000_000;

/** Base tariffs by service type at Imam Khomeini; other airports scale them. */
export const BASE_TARIFFS: Record<'cip' | 'fastTrack' | 'lounge', TariffRow> = {
  cip: {
    passenger: [48 * M, 36 * M, 12 * M],
    greeter: [18 * M, 14 * M, 5 * M],
    pet: 9 * M,
    parking: [4 * M, 600_000],
    wheelchair: [3_500_000, 2_500_000],
    visa: 25 * M,
  },
  fastTrack: {
    passenger: [15 * M, 11 * M, 4 * M],
    greeter: [8 * M, 6 * M, 2 * M],
    pet: 6 * M,
    parking: [4 * M, 600_000],
    wheelchair: [3_500_000, 2_500_000],
    visa: 25 * M,
  },
  lounge: {
    passenger: [22 * M, 16 * M, 6 * M],
    greeter: [12 * M, 9 * M, 3 * M],
    pet: 7 * M,
    parking: [4 * M, 600_000],
    wheelchair: [3_500_000, 2_500_000],
    visa: 25 * M,
  },
};

/** Price factor and the service types each served airport offers (CIP always, on both sides). */
export const AIRPORT_SERVICES: Record<string, { factor: number; fastTrack: boolean; lounge: boolean }> = {
  IKA: { factor: 1, fastTrack: true, lounge: true },
  THR: { factor: 0.7, fastTrack: true, lounge: true },
  MHD: { factor: 0.65, fastTrack: true, lounge: false },
  SYZ: { factor: 0.6, fastTrack: true, lounge: false },
  IFN: { factor: 0.55, fastTrack: false, lounge: false },
  TBZ: { factor: 0.55, fastTrack: false, lounge: false },
  KIH: { factor: 0.65, fastTrack: true, lounge: true },
  AWZ: { factor: 0.5, fastTrack: false, lounge: false },
  BND: { factor: 0.5, fastTrack: false, lounge: false },
};

/**
 * Passenger prices by nationality and flight kind as multiples of an Iranian's domestic price, per airport (as
 * published tariffs do: foreigners and international flights priced apart, IKA's foreign price well above).
 */
export const FARE_FACTORS: Record<string, { intl: number; foreign: number; foreignIntl: number }> = {
  IKA: { intl: 1.3, foreign: 2.5, foreignIntl: 3 },
  THR: { intl: 1.3, foreign: 1.8, foreignIntl: 2.2 },
  MHD: { intl: 1.25, foreign: 1.8, foreignIntl: 2.2 },
  SYZ: { intl: 1.25, foreign: 1.7, foreignIntl: 2 },
  IFN: { intl: 1.25, foreign: 1.7, foreignIntl: 2 },
  TBZ: { intl: 1.25, foreign: 1.7, foreignIntl: 2 },
  KIH: { intl: 1.2, foreign: 1.6, foreignIntl: 1.9 },
  AWZ: { intl: 1.2, foreign: 1.6, foreignIntl: 1.9 },
  BND: { intl: 1.2, foreign: 1.6, foreignIntl: 1.9 },
};

/** Night and holiday surcharges (percent) of the airports that charge them; late booking is every airport's +20%. */
export const AIRPORT_SURCHARGES: Record<string, { night: number; holiday: number }> = {
  IKA: { night: 15, holiday: 10 },
  MHD: { night: 10, holiday: 10 },
};

/** Suites of a CIP service at IKA prices: [title, price]; the conference room is booked like a suite. */
export const CIP_SUITES: [string, number][] = [
  ['سوئیت خصوصی دونفره', 30 * M],
  ['سوئیت خانوادگی (تا ۶ نفر)', 45 * M],
  ['اتاق کنفرانس (۲ ساعت، تا ۱۰ نفر)', 40 * M],
];

/** Transfers of a CIP service at IKA prices: [title, vehicle, seats, base price, price per extra stop]. */
export const CIP_TRANSFERS: [string, string, number, number, number][] = [
  ['سدان اکونومی', 'پژو پارس', 3, 9 * M, 1_500_000],
  ['سدان لوکس', 'تویوتا کمری', 4, 16 * M, 2 * M],
  ['ون خانوادگی', 'هیوندای اچ‌وان', 7, 22 * M, 2_500_000],
];
