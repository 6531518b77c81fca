/**
 * The free move after a cancelled flight (issue #30, docs/cip.md): a booking the airline's cancellation cancelled
 * (and refunded in full to the wallet) may become, once, a new paid booking on another flight of the same route
 * departing within 7 days of the cancelled flight's scheduled time. Reservations, travellers and extras follow as a
 * change of flight carries them (change-flight.ts); the new booking is priced by the domain pricing, paid from the
 * wallet up to what the cancelled booking refunded, and anything above that is waived by a discount line on its
 * bill, so the lines still add up. The cancelled booking is locked first: a second move waits and is refused.
 */
import { personToWire } from '@vip/contract';
import { withWaiver } from './bill';
import type { ParsedCipOrderBody, RebookSettlement } from '@vip/contract';
import { formatToman, PersonRole, type ReservationType } from '@vip/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ApiError, apiError, notFound, paymentRequired } from '../../http/errors';
import { appendLedger } from '../credit/ledger';
import type { OrderRow } from '../order/hooks';
import { orders } from '../order/schema';
import { addPaidAmount, lockOrder, markOrderPaid, memberActor } from '../order/service';
import { changeOrPreview, createCipOrder } from './booking';
import { findFlights, loadServiceTariff } from './catalogue';
import { carriedExtras, followingService } from './change-flight';
import type { CipHoldLimits } from './holds';
import { problemsError, sideShift } from './rules';
import { cipFlightOrders } from './schema';
import { loadCipOrder } from './views';

/** How long after the cancelled flight's scheduled departure a free move may depart. */
const REBOOK_WINDOW_MS = 7 * 24 * 3_600_000;
export { REBOOK_WAIVER_TITLE } from './bill';

export interface RebookInput {
  flight_order_id: number;
  flight_id: number;
}

/** Moves a flight-cancelled booking to a new paid booking on `flight_id` (or, with `preview`, answers what it would). */
export async function rebookCanceledFlight(
  db: Db,
  memberId: number,
  orderId: number,
  body: RebookInput,
  opts: { clientIp: string; limits: CipHoldLimits; now?: Date; preview?: boolean },
): Promise<{ order: OrderRow; settlement: RebookSettlement }> {
  const now = opts.now ?? new Date();
  return changeOrPreview(db, opts.preview ?? false, async (tx) => {
    const canceled = await lockOrder(tx, orderId, memberId);
    if (canceled.kind !== 'cip') throw notFound('سفارش');
    const loaded = await loadCipOrder(tx, canceled);
    const fo = loaded.flightOrders.find((f) => f.id === body.flight_order_id);
    if (!fo) throw notFound('سفارش');
    if (!fo.flightCanceledAt || canceled.refundedAmount <= 0) {
      throw apiError(
        'not_editable',
        'جابه‌جایی رایگان فقط برای رزرو پرداخت‌شده‌ای است که با لغو پروازش از سوی شرکت هواپیمایی لغو شده باشد.',
      );
    }
    if (fo.rebookedOrderId) {
      const [moved] = await tx
        .select({ reference: orders.reference })
        .from(orders)
        .where(eq(orders.id, fo.rebookedOrderId));
      throw apiError(
        'not_editable',
        `این رزرو یک بار به پرواز دیگری منتقل شده است (رزرو ${moved?.reference ?? ''})؛ جابه‌جایی رایگان تنها یک بار ممکن است.`,
      );
    }
    const old = loaded.flights.get(fo.flightId)!;
    const next = (await findFlights(tx, [body.flight_id])).get(body.flight_id);
    if (!next) throw notFound('پرواز');
    if (next.origin.id !== old.origin.id || next.destination.id !== old.destination.id) {
      throw problemsError('flight_id', [
        `پرواز تازه باید از ${old.origin.city} به ${old.destination.city} باشد؛ جابه‌جایی رایگان فقط در همان مسیر است.`,
      ]);
    }
    const scheduled = old.flight.scheduledDepartureAt.getTime();
    const departs = next.flight.scheduledDepartureAt.getTime();
    if (departs <= scheduled - REBOOK_WINDOW_MS || departs > scheduled + REBOOK_WINDOW_MS) {
      throw problemsError('flight_id', [
        'جابه‌جایی رایگان فقط به پروازی است که تا ۷ روز پس از زمان پرواز لغوشده حرکت کند؛ پرواز دیگری را انتخاب کنید.',
      ]);
    }
    const people = (reservationId: number, passengers: boolean) =>
      loaded.persons.filter(
        (p) => p.reservationId === reservationId && (p.role === PersonRole.passenger) === passengers,
      );
    const moving = loaded.reservations.filter((r) => r.flightOrderId === fo.id);
    const reservations: ParsedCipOrderBody['flight_orders'][number]['reservations'] = [];
    for (const r of moving) {
      const pick = await followingService(tx, next, r);
      if (!pick) continue;
      const loadedTariff = (await loadServiceTariff(tx, pick.id))!;
      const extras = carriedExtras(
        r,
        loadedTariff.tariff,
        sideShift(r.reservationType as ReservationType, old.flight, next.flight),
      );
      reservations.push({
        ...extras,
        greeter_attendant_list: people(r.id, false).map((p) => ({ ...personToWire(p), role: p.role })) as never,
        reservation_type: r.reservationType as ReservationType,
        service_id: pick.id,
      });
    }
    if (!reservations.length) {
      throw problemsError('flight_id', [
        'پرواز انتخاب‌شده هیچ‌یک از خدمات رزرو شما را ندارد؛ پرواز دیگری را انتخاب کنید.',
      ]);
    }
    const { order: created } = await createCipOrder(
      tx,
      memberId,
      {
        flight_orders: [
          {
            order_type: fo.orderType as never,
            flight_id: next.flight.id,
            flight_class: fo.flightClass,
            passengers: people(moving[0].id, true).map(personToWire),
            reservations,
          },
        ],
      },
      { clientIp: opts.clientIp, limits: opts.limits, now },
    );
    return settleRebook(tx, canceled, created, fo.id, memberId);
  });
}

/**
 * Pays the new booking from the wallet up to what the cancelled one refunded; the rest is waived on its bill. The
 * refund sits in the wallet, so a member who spent it meets a 409 naming the amount, like an edit.
 */
async function settleRebook(tx: Db, canceled: OrderRow, created: OrderRow, foId: number, memberId: number) {
  const [fresh] = await tx.select().from(orders).where(eq(orders.id, created.id));
  const newPrice = fresh.totalPrice;
  const fromWallet = Math.min(newPrice, canceled.refundedAmount);
  const waived = newPrice - fromWallet;
  if (waived > 0 && fresh.bill) {
    await tx
      .update(orders)
      .set({ totalPrice: fromWallet, discountTotal: waived, bill: withWaiver(fresh.bill, waived) })
      .where(eq(orders.id, created.id));
  }
  try {
    await appendLedger(tx, {
      memberId,
      kind: 'payment',
      amount: -fromWallet,
      orderId: created.id,
      note: `پرداخت رزرو ${created.reference} از مبلغ بازگشتی رزرو ${canceled.reference} (لغو پرواز)`,
    });
  } catch (err) {
    if (err instanceof ApiError && err.errorCode === 'insufficient_credit') {
      throw paymentRequired(
        fromWallet,
        `برای جابه‌جایی ${formatToman(fromWallet)} از کیف پول لازم است و موجودی کافی نیست؛ ابتدا کیف پول را شارژ کنید.`,
      );
    }
    throw err;
  }
  const paidRow = await addPaidAmount(tx, created.id, fromWallet);
  const order = await markOrderPaid(tx, paidRow, memberActor(memberId), 'جابه‌جایی رایگان پس از لغو پرواز');
  await tx.update(cipFlightOrders).set({ rebookedOrderId: created.id }).where(eq(cipFlightOrders.id, foId));
  const settlement: RebookSettlement = {
    new_price: newPrice,
    charged_from_wallet: fromWallet,
    waived,
    left_in_wallet: canceled.refundedAmount - fromWallet,
    summary:
      waived > 0
        ? `قیمت پرواز تازه ${formatToman(newPrice)} است؛ ${formatToman(fromWallet)} از مبلغ بازگشتی در کیف پول برداشت می‌شود و ${formatToman(waived)} بدون هزینه است.`
        : `قیمت پرواز تازه ${formatToman(newPrice)} است و از مبلغ بازگشتی در کیف پول برداشت می‌شود${fromWallet < canceled.refundedAmount ? `؛ ${formatToman(canceled.refundedAmount - fromWallet)} در کیف پول می‌ماند` : ''}.`,
  };
  return { order, settlement };
}
