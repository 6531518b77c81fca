import {
  AGE_TYPE_LABELS,
  type AgeType,
  ORDER_TYPE_LABELS,
  type OrderType,
  RESERVATION_TYPE_LABELS,
  type ReservationType,
  toLatinDigits,
} from '@vip/domain';

/**
 * A bill line's title as a message of the `cip.billLine` group. The domain writes price lines in Persian and a booking
 * keeps them as booked (`orders.bill`, the reservations' lines), so a reader of /en or /ar gets them translated here
 * from their known shapes. Names inside them (a transfer, a holiday, a service) stay as the API gave them.
 */
export type BillLineMessage =
  | { key: 'passenger'; age: AgeType; who: 'foreign' | 'iranian' | 'any'; international: 'yes' | 'no' }
  | { key: 'greeterAttendant'; age: AgeType }
  | { key: 'visa' | 'wheelchairOutdoor' | 'wheelchairIndoor' | 'parking' | 'parkingHours' | 'pet' | 'transferStop' }
  | { key: 'transfer'; title: string }
  | { key: 'lateBooking'; hours: string; percent: string }
  | { key: 'night'; from: string; to: string; percent: string }
  | { key: 'holiday'; title: string; percent: string }
  | { key: 'vat'; percent: string };

export interface ParsedBillLine {
  line: BillLineMessage;
  /** The reservation a line of a several-reservation bill belongs to: «service، فرودگاه مبدأ پرواز رفت». */
  caption?: { service: string; reservationType: ReservationType; orderType: OrderType };
}

const FIXED: Record<string, BillLineMessage['key']> = {
  ویزا: 'visa',
  'ویلچر بیرون سالن': 'wheelchairOutdoor',
  'ویلچر داخل سالن': 'wheelchairIndoor',
  پارکینگ: 'parking',
  'ساعت اضافه پارکینگ': 'parkingHours',
  'حیوان خانگی': 'pet',
  'توقف اضافه ترانسفر': 'transferStop',
};

const keyOf = <T extends string | number>(table: Record<T, string>, label: string): T | undefined =>
  (Object.entries(table) as [string, string][]).find(([, v]) => v === label)?.[0] as T | undefined;
const ageOf = (label: string) => {
  const age = keyOf(AGE_TYPE_LABELS, label);
  return age === undefined ? undefined : (Number(age) as AgeType);
};
const latin = (s: string) => toLatinDigits(s);

function parseLine(title: string): BillLineMessage | null {
  const fixed = FIXED[title];
  if (fixed) return { key: fixed } as BillLineMessage;
  let m = /^مسافر (\S+)( غیرایرانی| ایرانی)?(، پرواز خارجی)?$/.exec(title);
  const passengerAge = m && ageOf(m[1]);
  if (m && passengerAge) {
    const who = m[2] === ' غیرایرانی' ? 'foreign' : m[2] === ' ایرانی' ? 'iranian' : 'any';
    return { key: 'passenger', age: passengerAge, who, international: m[3] ? 'yes' : 'no' };
  }
  m = /^خوشامدگو \/ همراه (\S+)$/.exec(title);
  const companionAge = m && ageOf(m[1]);
  if (companionAge) return { key: 'greeterAttendant', age: companionAge };
  m = /^مالیات بر ارزش افزوده \((\S+)٪\)$/.exec(title);
  if (m) return { key: 'vat', percent: latin(m[1]) };
  m = /^رزرو کمتر از (\S+) ساعت پیش از خدمت \((\S+)٪\)$/.exec(title);
  if (m) return { key: 'lateBooking', hours: latin(m[1]), percent: latin(m[2]) };
  m = /^خدمت در ساعات شب، (\S+) تا (\S+) \((\S+)٪\)$/.exec(title);
  if (m) return { key: 'night', from: latin(m[1]), to: latin(m[2]), percent: latin(m[3]) };
  m = /^تعطیل رسمی: (.+) \((\S+)٪\)$/.exec(title);
  if (m) return { key: 'holiday', title: m[1], percent: latin(m[2]) };
  m = /^ترانسفر (.+)$/.exec(title);
  if (m) return { key: 'transfer', title: m[1] };
  return null;
}

/** «service، فرودگاه مبدأ پرواز رفت» → its parts (the labels are the domain's; the service is a name). */
function parseCaption(caption: string): ParsedBillLine['caption'] | undefined {
  const cut = caption.lastIndexOf('، ');
  if (cut < 0) return undefined;
  const where = caption.slice(cut + 2);
  for (const [r, rLabel] of Object.entries(RESERVATION_TYPE_LABELS))
    for (const [o, oLabel] of Object.entries(ORDER_TYPE_LABELS))
      if (where === `${rLabel} ${oLabel}`)
        return {
          service: caption.slice(0, cut),
          reservationType: Number(r) as ReservationType,
          orderType: Number(o) as OrderType,
        };
  return undefined;
}

/** A Persian bill line title in its parts, or null when it is not one the domain writes (a suite's own title). */
export function parseBillLineTitle(title: string): ParsedBillLine | null {
  const line = parseLine(title);
  if (line) return { line };
  const cut = title.indexOf(' — ');
  if (cut < 0) return null;
  const inner = parseLine(title.slice(0, cut));
  const caption = parseCaption(title.slice(cut + 3));
  return inner && caption ? { line: inner, caption } : null;
}
