import { normalizeSearchText } from '@vip/domain';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeEachBackend } from './helpers';

const samples = [
  'كيف چرمي',
  'پاوربانک ۲۰۰۰۰ میلی‌آمپر',
  'مَرحَبا  ـــ  سلام',
  'Samsonite  CABIN\tبار',
  '٣٤٥ عدد\u200fمتن',
];
// Persian/Arabic letters, digits of three scripts, marks, ZWNJ and odd spaces: where the two sides could disagree.
const alphabet = [
  ...'ابپتثجچحخدذرزژسشصضطظعغفقکگلمنوهیيكىۀأإآ٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹0123456789aZ ـ\u200c\u200d\u064b\u0650\u0670\u00a0\t',
];

describeEachBackend('fa_normalize (SQL) agrees with normalizeSearchText (domain)', (api) => {
  it('on hand-picked and random strings', async () => {
    const random = fc.sample(
      fc.array(fc.constantFrom(...alphabet), { maxLength: 24 }).map((a) => a.join('')),
      60,
    );
    for (const text of [...samples, ...random]) {
      const rows = await api().database.db.execute(sql`select fa_normalize(${text}) as n`);
      const n = ((rows as unknown as { rows?: { n: string }[] }).rows ?? (rows as unknown as { n: string }[]))[0]?.n;
      expect(n, JSON.stringify(text)).toBe(normalizeSearchText(text));
    }
  });
});
