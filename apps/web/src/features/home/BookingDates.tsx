import { SCHEDULE_DAYS_AHEAD, toIsoDate } from '@vip/domain';
import { getFormat } from '@/features/ui/format/server';

/**
 * The booking bar's date choices (today and the next days; Jalali in Persian, Gregorian in English and Arabic),
 * rendered on the server and handed to the bar: formatted in the browser, the sixty dates cost a phone ~50 ms of the
 * home page's hydration.
 */
export async function BookingDateOptions() {
  const f = await getFormat();
  const now = Date.now();
  return Array.from({ length: SCHEDULE_DAYS_AHEAD }, (_, i) => {
    const day = new Date(now + i * 86_400_000);
    const value = toIsoDate(day);
    return (
      <option key={value} value={value}>
        {f.date(day, { style: 'long' })}
      </option>
    );
  });
}
