import type { Lang } from '@vip/contract';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { members } from './schema';

/**
 * The member's language becomes the one of the site's pages they act from (a booking made under /en): their later
 * SMS and e-mails are written in it (members.locale).
 */
export async function rememberLocale(db: Db, memberId: number, lang: Lang) {
  await db
    .update(members)
    .set({ locale: lang })
    .where(and(eq(members.id, memberId), ne(members.locale, lang)));
}
