import { and, desc, eq } from 'drizzle-orm';
import type { api, QueryOf, Recipient, recipientBody } from '@vip/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { badRequest, notFound } from '../../http/errors';
import { listEnvelope, parseSort } from '../../db/list';
import { placeTitles, provinceOfCity } from '../sitemember/queries';
import { recipients } from './schema';

type RecipientInput = z.output<typeof recipientBody>;

const columns = {
  id: recipients.id,
  fullName: recipients.fullName,
  mobile: recipients.mobile,
  provinceId: recipients.provinceId,
  cityId: recipients.cityId,
  address: recipients.address,
  postalCode: recipients.postalCode,
  latitude: recipients.latitude,
  longitude: recipients.longitude,
  createdAt: recipients.createdAt,
};

const view = (r: {
  id: number;
  fullName: string;
  mobile: string;
  provinceId: number;
  provinceTitle: string;
  cityId: number;
  cityTitle: string;
  address: string;
  postalCode: string;
  latitude: number | null;
  longitude: number | null;
  createdAt: Date;
}): Recipient => ({
  id: r.id,
  full_name: r.fullName,
  mobile: r.mobile,
  province_id: r.provinceId,
  province_title: r.provinceTitle,
  city_id: r.cityId,
  city_title: r.cityTitle,
  address: r.address,
  postal_code: r.postalCode,
  latitude: r.latitude,
  longitude: r.longitude,
  created_at: r.createdAt.toISOString(),
});

const selectRecipients = (db: Db) => db.select(columns).from(recipients);

type RecipientRow = Awaited<ReturnType<ReturnType<typeof selectRecipients>['where']>>[number];

/** The rows as the member reads them, each with its province's and city's title. */
async function viewsOf(db: Db, rows: RecipientRow[]): Promise<Recipient[]> {
  const titles = await placeTitles(
    db,
    rows.map((r) => r.provinceId),
    rows.map((r) => r.cityId),
  );
  return rows.map((r) =>
    view({ ...r, provinceTitle: titles.province.get(r.provinceId) ?? '', cityTitle: titles.city.get(r.cityId) ?? '' }),
  );
}

/** The member's recipients, newest first unless sorted. */
export async function listRecipients(db: Db, memberId: number, q: QueryOf<typeof api.listRecipients>) {
  const orderBy = parseSort(
    q.sort,
    { id: recipients.id, created_at: recipients.createdAt, full_name: recipients.fullName },
    [desc(recipients.id)],
  );
  const where = eq(recipients.memberId, memberId);
  const [rows, total] = await Promise.all([
    selectRecipients(db)
      .where(where)
      .orderBy(...orderBy)
      .limit(q.limit)
      .offset(q.offset),
    db.$count(recipients, where),
  ]);
  return listEnvelope(await viewsOf(db, rows), total, q.limit, q.offset);
}

/** One of the member's recipients (another member's is not found). */
export async function getRecipient(db: Db, memberId: number, id: number): Promise<Recipient> {
  const [row] = await selectRecipients(db).where(and(eq(recipients.id, id), eq(recipients.memberId, memberId)));
  if (!row) throw notFound('گیرنده');
  const [one] = await viewsOf(db, [row]);
  return one;
}

/** The city must belong to the province; both or neither map coordinate. */
async function checkPlace(db: Db, input: RecipientInput) {
  const provinceId = await provinceOfCity(db, input.city_id);
  if (provinceId === undefined) throw badRequest('city_id', 'شهر انتخاب‌شده پیدا نشد.');
  if (provinceId !== input.province_id) throw badRequest('city_id', 'شهر انتخاب‌شده در این استان نیست.');
  if ((input.latitude === null) !== (input.longitude === null)) {
    throw badRequest('latitude', 'نقطهٔ نقشه باید هر دو مختصات را داشته باشد.');
  }
}

const values = (input: RecipientInput) => ({
  fullName: input.full_name,
  mobile: input.mobile,
  provinceId: input.province_id,
  cityId: input.city_id,
  address: input.address,
  postalCode: input.postal_code,
  latitude: input.latitude,
  longitude: input.longitude,
});

export async function createRecipient(db: Db, memberId: number, input: RecipientInput) {
  await checkPlace(db, input);
  const [row] = await db
    .insert(recipients)
    .values({ memberId, ...values(input) })
    .returning({ id: recipients.id });
  return getRecipient(db, memberId, row.id);
}

export async function updateRecipient(db: Db, memberId: number, id: number, input: RecipientInput) {
  await checkPlace(db, input);
  const [row] = await db
    .update(recipients)
    .set(values(input))
    .where(and(eq(recipients.id, id), eq(recipients.memberId, memberId)))
    .returning({ id: recipients.id });
  if (!row) throw notFound('گیرنده');
  return getRecipient(db, memberId, id);
}

export async function deleteRecipient(db: Db, memberId: number, id: number) {
  const [row] = await db
    .delete(recipients)
    .where(and(eq(recipients.id, id), eq(recipients.memberId, memberId)))
    .returning({ id: recipients.id });
  if (!row) throw notFound('گیرنده');
}
