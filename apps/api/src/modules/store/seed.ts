import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { OrderStatus, PaymentStatus, toPersianDigits } from '@vip/domain';
import type { Db } from '../../db/client';
import type { SeedContext } from '../../db/seed/kit';
import { imageView } from '../../storage/images';
import { appendLedger } from '../credit/ledger';
import { members } from '../member/schema';
import { orders } from '../order/schema';
import { createOrderRecord, memberActor, moveOrderStatus, type StatusChange } from '../order/service';
import { payments } from '../payment/schema';
import { cities, provinces } from '../sitemember/schema';
import { findProducts } from '../product/stock';
import { transmitView } from './catalog';
import { discountCodes, recipients, storeOrderDetails, storeOrderItems, transmits } from './schema';

/** The demo member (README: sign in with this number to see orders in every status and a wallet history). */
export const DEMO_MEMBER_MOBILE = '09121234567';

const DAY = 86_400_000;
const toman = (t: number) => t * 10;

/**
 * The per-member rules of the demo codes (§9a): the welcome code is one first order's and stands alone, the big
 * VIP20 does not stack either.
 */
const DEMO_CODE_RULES = {
  WELCOME50: { firstOrderOnly: true, perMemberLimit: 1, combinable: false },
  VIP20: { combinable: false },
} as const;

/** The demo courier's area: the cities of Tehran and Karaj (a fresh database and one seeded before areas alike). */
export async function seedTransmitAreas(db: Db) {
  const area = await db
    .select({ id: cities.id })
    .from(cities)
    .innerJoin(provinces, eq(provinces.id, cities.provinceId))
    .where(
      sql`(${provinces.title} = 'تهران' and ${cities.title} = 'تهران') or (${provinces.title} = 'البرز' and ${cities.title} = 'کرج')`,
    );
  if (area.length === 0) return;
  await db
    .update(transmits)
    .set({ cityIds: area.map((c) => c.id) })
    .where(and(sql`${transmits.title} like 'پیک فوری%'`, isNull(transmits.cityIds), isNull(transmits.provinceIds)));
}

/** Gives demo codes seeded before the per-member rules existed their rules (a code staff changed is left alone). */
export async function seedDiscountCodeRules(db: Db) {
  for (const [code, rules] of Object.entries(DEMO_CODE_RULES)) {
    await db
      .update(discountCodes)
      .set(rules)
      .where(
        and(
          eq(discountCodes.code, code),
          eq(discountCodes.firstOrderOnly, false),
          isNull(discountCodes.perMemberLimit),
          eq(discountCodes.combinable, true),
        ),
      );
  }
}

/** Transmits, discount codes, and the demo member's recipients, orders and wallet (all in Persian). */
export async function seedStore(db: Db, ctx: SeedContext) {
  const now = Date.now();
  const transmitRows = await db
    .insert(transmits)
    .values([
      {
        title: 'پست پیشتاز',
        description: 'ارسال با پست پیشتاز به سراسر ایران، همراه کد رهگیری.',
        price: toman(65_000),
        deliveryDaysMin: 2,
        deliveryDaysMax: 5,
        priority: 1,
      },
      {
        title: 'پیک فوری (تهران و کرج)',
        description: 'تحویل با پیک موتوری در همان روز برای سفارش‌های ثبت‌شده تا ساعت ۱۴.',
        price: toman(120_000),
        deliveryDaysMin: 0,
        deliveryDaysMax: 1,
        priority: 2,
      },
      {
        title: 'تحویل حضوری در فرودگاه امام خمینی',
        description: 'تحویل در غرفهٔ آسمان ویژه، ترمینال ۱ فرودگاه بین‌المللی امام خمینی (ره)، پیش از پرواز.',
        price: 0,
        deliveryDaysMin: 1,
        deliveryDaysMax: 2,
        needsAddress: false,
        priority: 3,
      },
    ])
    .returning();

  await db.insert(discountCodes).values([
    {
      code: 'SAFAR10',
      title: '۱۰٪ تخفیف سفر (تا ۳۰۰ هزار تومان)',
      kind: 'percent',
      value: 10,
      maxDiscount: toman(300_000),
    },
    {
      code: 'WELCOME50',
      title: '۵۰ هزار تومان تخفیف اولین خرید',
      kind: 'fixed',
      value: toman(50_000),
      minBasket: toman(500_000),
      ...DEMO_CODE_RULES.WELCOME50,
    },
    {
      code: 'NOROOZ1404',
      title: 'تخفیف نوروزی ۱۴۰۴',
      kind: 'percent',
      value: 15,
      startsAt: new Date('2025-03-15T00:00:00Z'),
      endsAt: new Date('2025-04-05T00:00:00Z'),
    },
    {
      code: 'YALDA',
      title: 'تخفیف شب یلدا (ظرفیت تکمیل)',
      kind: 'fixed',
      value: toman(100_000),
      usageLimit: 200,
      usedCount: 200,
    },
    {
      code: 'VIP20',
      title: '۲۰٪ تخفیف خریدهای بالای ۵ میلیون تومان',
      kind: 'percent',
      value: 20,
      maxDiscount: toman(2_000_000),
      minBasket: toman(5_000_000),
      ...DEMO_CODE_RULES.VIP20,
    },
  ]);

  // The demo member, with two saved recipients.
  const [member] = await db
    .insert(members)
    .values({ mobile: DEMO_MEMBER_MOBILE, firstName: 'سارا', lastName: 'محمدی' })
    .onConflictDoUpdate({
      target: members.mobile,
      targetWhere: sql`${members.mobile} is not null`,
      set: { updatedAt: new Date() },
    })
    .returning();
  const [tehran] = await db.select().from(provinces).where(eq(provinces.title, 'تهران'));
  const [tehranCity] = await db
    .select()
    .from(cities)
    .where(eq(cities.id, tehran.capitalCityId ?? 1));
  const [isfahan] = await db.select().from(provinces).where(eq(provinces.title, 'اصفهان'));
  const [isfahanCity] = await db
    .select()
    .from(cities)
    .where(eq(cities.id, isfahan.capitalCityId ?? 1));
  const [home, parents] = await db
    .insert(recipients)
    .values([
      {
        memberId: member.id,
        fullName: 'سارا محمدی',
        mobile: DEMO_MEMBER_MOBILE,
        provinceId: tehran.id,
        cityId: tehranCity.id,
        address: 'خیابان ولیعصر، بالاتر از پارک ساعی، کوچهٔ نیلوفر، پلاک ۱۲، واحد ۴',
        postalCode: '1434863111',
        latitude: 35.7448,
        longitude: 51.4106,
      },
      {
        memberId: member.id,
        fullName: 'محمود محمدی',
        mobile: '09131112233',
        provinceId: isfahan.id,
        cityId: isfahanCity.id,
        address: 'خیابان چهارباغ بالا، کوچهٔ بهار، پلاک ۸',
        postalCode: '8174673511',
        latitude: 32.6377,
        longitude: 51.6697,
      },
    ])
    .returning();

  const catalogue = await db
    .select({ id: sql<number>`id` })
    .from(sql`products`)
    .where(gt(sql`stock`, 0))
    .orderBy(asc(sql`price`), asc(sql`id`))
    .limit(12);
  // The cheapest products in stock, in price order (the wallet can pay the demo's wallet order).
  const found = await findProducts(
    db,
    catalogue.map((c) => c.id),
  );
  const productRows = catalogue.map((c) => found.find((f) => f.id === c.id)!);
  const who = memberActor(member.id);

  // Wallet: a bank top-up and a membership gift first.
  const [topup] = await db
    .insert(payments)
    .values({
      purpose: 'topup',
      memberId: member.id,
      gateway: 'sandbox',
      amount: toman(2_000_000),
      state: 'paid',
      authority: 'SDEMO-TOPUP-1',
      bankReference: '482019377',
      cardPan: '603799******7428',
      message: 'پرداخت با موفقیت انجام شد.',
      createdAt: new Date(now - 40 * DAY),
      paidAt: new Date(now - 40 * DAY),
      settledAt: new Date(now - 40 * DAY),
    })
    .returning();
  await appendLedger(db, {
    memberId: member.id,
    kind: 'topup',
    amount: topup.amount,
    paymentId: topup.id,
    note: 'افزایش اعتبار از درگاه بانک',
  });
  await appendLedger(db, {
    memberId: member.id,
    kind: 'adjustment',
    amount: toman(100_000),
    note: 'هدیهٔ عضویت در باشگاه مشتریان آسمان ویژه',
  });

  /** One demo order with its lines and snapshots, moved through `moves`; `paid` says how it was paid. */
  async function demoOrder(spec: {
    products: [number, number][];
    transmit: number;
    recipient: typeof home;
    daysAgo: number;
    paid?: 'bank' | 'wallet';
    moves: [StatusChange, string][];
    shipped?: boolean;
    expiresInDays?: number;
  }) {
    const lines = spec.products.map(([index, quantity]) => {
      const p = productRows[index % productRows.length];
      return { p, quantity, amount: p.price * quantity };
    });
    const transmit = transmitRows[spec.transmit];
    const itemsTotal = lines.reduce((s, l) => s + l.amount, 0);
    const created = new Date(now - spec.daysAgo * DAY);
    const order = await createOrderRecord(db, {
      kind: 'store',
      memberId: member.id,
      itemsTotal,
      shippingPrice: transmit.price,
      totalPrice: itemsTotal + transmit.price,
      title:
        lines.length > 1 ? `${lines[0].p.title} و ${toPersianDigits(lines.length - 1)} کالای دیگر` : lines[0].p.title,
      imageUrl: imageView(ctx.storage, lines[0].p.image, 320)?.url ?? null,
      itemCount: lines.reduce((n, l) => n + l.quantity, 0),
      searchText: lines.map((l) => l.p.title).join(' '),
      clientIp: '5.160.12.34',
      expiresAt: new Date(now + (spec.expiresInDays ?? 0) * DAY),
    });
    await db.insert(storeOrderItems).values(
      lines.map((l) => ({
        orderId: order.id,
        productId: l.p.id,
        title: l.p.title,
        imageUrl: imageView(ctx.storage, l.p.image, 320)?.url ?? null,
        unitPrice: l.p.price,
        quantity: l.quantity,
        amount: l.amount,
      })),
    );
    const r = spec.recipient;
    await db.insert(storeOrderDetails).values({
      orderId: order.id,
      recipient: {
        id: r.id,
        full_name: r.fullName,
        mobile: r.mobile,
        province_id: r.provinceId,
        province_title: r.provinceId === tehran.id ? tehran.title : isfahan.title,
        city_id: r.cityId,
        city_title: r.cityId === tehranCity.id ? tehranCity.title : isfahanCity.title,
        address: r.address,
        postal_code: r.postalCode,
        latitude: r.latitude,
        longitude: r.longitude,
      },
      transmit: transmitView(transmit),
      shippedAt: spec.shipped ? new Date(created.getTime() + DAY) : null,
    });
    if (spec.paid) {
      const [payment] = await db
        .insert(payments)
        .values({
          purpose: 'order',
          memberId: member.id,
          orderId: order.id,
          gateway: spec.paid === 'bank' ? 'sandbox' : 'credit',
          amount: order.totalPrice,
          state: 'paid',
          authority: spec.paid === 'bank' ? `SDEMO-${order.reference}` : null,
          bankReference: spec.paid === 'bank' ? String(300_000_000 + order.id * 7919) : null,
          cardPan: spec.paid === 'bank' ? '610433******1189' : null,
          message: spec.paid === 'bank' ? 'پرداخت با موفقیت انجام شد.' : 'از کیف پول پرداخت شد.',
          createdAt: created,
          paidAt: created,
          settledAt: created,
        })
        .returning();
      if (spec.paid === 'wallet') {
        await appendLedger(db, {
          memberId: member.id,
          kind: 'payment',
          amount: -order.totalPrice,
          orderId: order.id,
          paymentId: payment.id,
          note: `پرداخت سفارش ${order.reference}`,
        });
      }
      await db.update(orders).set({ paidAmount: order.totalPrice, paidAt: created }).where(eq(orders.id, order.id));
    }
    for (const [change, why] of spec.moves) {
      await moveOrderStatus(
        db,
        order.id,
        change,
        change.paymentStatus === PaymentStatus.paid ? { actor: 'bank' } : who,
        why,
      );
    }
    if (spec.moves.some(([c]) => c.paymentStatus === PaymentStatus.refunded)) {
      await db.update(orders).set({ refundedAmount: order.totalPrice }).where(eq(orders.id, order.id));
      await appendLedger(db, {
        memberId: member.id,
        kind: 'refund',
        amount: order.totalPrice,
        orderId: order.id,
        note: `بازگشت وجه سفارش ${order.reference}: لغو به درخواست مشتری`,
      });
    }
    const stillOpen = spec.expiresInDays !== undefined;
    await db
      .update(orders)
      .set({
        createdAt: created,
        updatedAt: created,
        expiresAt: stillOpen ? new Date(now + (spec.expiresInDays ?? 0) * DAY) : null,
      })
      .where(eq(orders.id, order.id));
  }

  const paid: [StatusChange, string][] = [
    [{ status: OrderStatus.wait, paymentStatus: PaymentStatus.paid }, 'تأیید پرداخت توسط بانک'],
  ];
  await demoOrder({
    products: [
      [0, 1],
      [3, 2],
    ],
    transmit: 0,
    recipient: home,
    daysAgo: 34,
    paid: 'bank',
    shipped: true,
    moves: [...paid, [{ status: OrderStatus.completed }, 'تحویل به گیرنده']],
  });
  await demoOrder({
    products: [[5, 1]],
    transmit: 2,
    recipient: home,
    daysAgo: 21,
    paid: 'bank',
    moves: [
      ...paid,
      [{ status: OrderStatus.canceled, paymentStatus: PaymentStatus.waitForRefund }, 'لغو به درخواست مشتری'],
      [{ paymentStatus: PaymentStatus.refunded }, 'بازگشت وجه به کیف پول'],
    ],
  });
  await demoOrder({
    products: [[7, 1]],
    transmit: 0,
    recipient: parents,
    daysAgo: 15,
    moves: [[{ status: OrderStatus.canceled }, 'مهلت پرداخت سفارش تمام شد']],
  });
  await demoOrder({
    products: [[2, 1]],
    transmit: 1,
    recipient: home,
    daysAgo: 6,
    paid: 'wallet',
    shipped: true,
    moves: paid,
  });
  await demoOrder({
    products: [
      [9, 2],
      [1, 1],
    ],
    transmit: 0,
    recipient: parents,
    daysAgo: 2,
    paid: 'bank',
    moves: paid,
  });
  await demoOrder({ products: [[4, 1]], transmit: 1, recipient: home, daysAgo: 0, moves: [], expiresInDays: 7 });
}
