/**
 * Iran's official holidays (the calendar the Council of Public Culture publishes) for 1405 and 1406, as a table of
 * Gregorian dates: the surcharge rules ask "is this local date a holiday", and a table keeps the answer the same on
 * the site and the server. Fixed Jalali holidays repeat every year; the lunar ones move about 11 days a year and are
 * set by sighting the moon, so each year's dates come from the published calendar. 1405's lunar dates are the
 * published ones (Eid al-Fitr 1447 on 1–2 Farvardin, Qurban 6 Khordad, Ghadir 14 Khordad, Tasua/Ashura 3–4 Tir,
 * 25 days in all); 1406's follow the Umm al-Qura tables until its calendar is published, then are corrected here.
 */

export interface Holiday {
  /** Gregorian date `YYYY-MM-DD` (the day in Tehran). */
  date: string;
  /** Jalali date `YYYY/MM/DD`. */
  jalali: string;
  /** Persian name of the occasion. */
  title: string;
}

/** Every official holiday of 1405 and 1406, in date order. */
export const IRAN_HOLIDAYS: readonly Holiday[] = [
  // 1405
  { date: '2026-03-21', jalali: '1405/01/01', title: 'عید نوروز و عید سعید فطر' },
  { date: '2026-03-22', jalali: '1405/01/02', title: 'عید نوروز و تعطیل به مناسبت عید فطر' },
  { date: '2026-03-23', jalali: '1405/01/03', title: 'عید نوروز' },
  { date: '2026-03-24', jalali: '1405/01/04', title: 'عید نوروز' },
  { date: '2026-04-01', jalali: '1405/01/12', title: 'روز جمهوری اسلامی ایران' },
  { date: '2026-04-02', jalali: '1405/01/13', title: 'روز طبیعت' },
  { date: '2026-05-27', jalali: '1405/03/06', title: 'عید سعید قربان' },
  { date: '2026-06-04', jalali: '1405/03/14', title: 'عید غدیر خم و رحلت امام خمینی' },
  { date: '2026-06-05', jalali: '1405/03/15', title: 'قیام ۱۵ خرداد' },
  { date: '2026-06-24', jalali: '1405/04/03', title: 'تاسوعای حسینی' },
  { date: '2026-06-25', jalali: '1405/04/04', title: 'عاشورای حسینی' },
  { date: '2026-08-03', jalali: '1405/05/12', title: 'اربعین حسینی' },
  { date: '2026-08-11', jalali: '1405/05/20', title: 'رحلت رسول اکرم و شهادت امام حسن مجتبی' },
  { date: '2026-08-13', jalali: '1405/05/22', title: 'شهادت امام رضا' },
  { date: '2026-08-21', jalali: '1405/05/30', title: 'شهادت امام حسن عسکری' },
  { date: '2026-08-30', jalali: '1405/06/08', title: 'میلاد رسول اکرم و امام جعفر صادق' },
  { date: '2026-11-13', jalali: '1405/08/22', title: 'شهادت حضرت فاطمه زهرا' },
  { date: '2026-12-22', jalali: '1405/10/01', title: 'ولادت امام علی' },
  { date: '2027-01-05', jalali: '1405/10/15', title: 'مبعث رسول اکرم' },
  { date: '2027-01-23', jalali: '1405/11/03', title: 'ولادت حضرت قائم' },
  { date: '2027-02-11', jalali: '1405/11/22', title: 'پیروزی انقلاب اسلامی' },
  { date: '2027-02-28', jalali: '1405/12/09', title: 'شهادت امام علی' },
  { date: '2027-03-09', jalali: '1405/12/18', title: 'عید سعید فطر' },
  { date: '2027-03-10', jalali: '1405/12/19', title: 'تعطیل به مناسبت عید فطر' },
  { date: '2027-03-20', jalali: '1405/12/29', title: 'روز ملی شدن صنعت نفت' },
  // 1406
  { date: '2027-03-21', jalali: '1406/01/01', title: 'عید نوروز' },
  { date: '2027-03-22', jalali: '1406/01/02', title: 'عید نوروز' },
  { date: '2027-03-23', jalali: '1406/01/03', title: 'عید نوروز' },
  { date: '2027-03-24', jalali: '1406/01/04', title: 'عید نوروز' },
  { date: '2027-04-01', jalali: '1406/01/12', title: 'روز جمهوری اسلامی ایران' },
  { date: '2027-04-02', jalali: '1406/01/13', title: 'روز طبیعت و شهادت امام جعفر صادق' },
  { date: '2027-05-16', jalali: '1406/02/26', title: 'عید سعید قربان' },
  { date: '2027-05-24', jalali: '1406/03/03', title: 'عید غدیر خم' },
  { date: '2027-06-04', jalali: '1406/03/14', title: 'رحلت امام خمینی' },
  { date: '2027-06-05', jalali: '1406/03/15', title: 'قیام ۱۵ خرداد' },
  { date: '2027-06-14', jalali: '1406/03/24', title: 'تاسوعای حسینی' },
  { date: '2027-06-15', jalali: '1406/03/25', title: 'عاشورای حسینی' },
  { date: '2027-07-24', jalali: '1406/05/02', title: 'اربعین حسینی' },
  { date: '2027-08-01', jalali: '1406/05/10', title: 'رحلت رسول اکرم و شهادت امام حسن مجتبی' },
  { date: '2027-08-02', jalali: '1406/05/11', title: 'شهادت امام رضا' },
  { date: '2027-08-10', jalali: '1406/05/19', title: 'شهادت امام حسن عسکری' },
  { date: '2027-08-19', jalali: '1406/05/28', title: 'میلاد رسول اکرم و امام جعفر صادق' },
  { date: '2027-11-02', jalali: '1406/08/11', title: 'شهادت حضرت فاطمه زهرا' },
  { date: '2027-12-11', jalali: '1406/09/20', title: 'ولادت امام علی' },
  { date: '2027-12-25', jalali: '1406/10/04', title: 'مبعث رسول اکرم' },
  { date: '2028-01-12', jalali: '1406/10/22', title: 'ولادت حضرت قائم' },
  { date: '2028-02-11', jalali: '1406/11/22', title: 'پیروزی انقلاب اسلامی' },
  { date: '2028-02-17', jalali: '1406/11/28', title: 'شهادت امام علی' },
  { date: '2028-02-26', jalali: '1406/12/07', title: 'عید سعید فطر' },
  { date: '2028-02-27', jalali: '1406/12/08', title: 'تعطیل به مناسبت عید فطر' },
  { date: '2028-03-19', jalali: '1406/12/29', title: 'روز ملی شدن صنعت نفت' },
];

const BY_DATE = new Map(IRAN_HOLIDAYS.map((h) => [h.date, h]));

/** The official holiday on a Gregorian date `YYYY-MM-DD` (Tehran's day), if it is one. */
export function holidayOn(date: string): Holiday | undefined {
  return BY_DATE.get(date);
}
