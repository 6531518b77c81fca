/** The voucher of a paid booking and the signed link its QR carries (no sign-in needed to open it). */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Lang, Voucher } from '@vip/contract';
import { maskedIdentity, Nationality, type ServiceKind, statusLabel } from '@vip/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencyNameOf } from '../agency/ledger';
import type { OrderRow } from '../order/hooks';
import { orders } from '../order/schema';
import { type LoadedCipOrder, cipOrderView, hasVoucher, loadCipOrder } from './views';

/** The signature of a voucher link: HMAC-SHA256 of the reference under a key derived from the API's secret. */
export function voucherSignature(secret: string, reference: string): string {
  return createHmac('sha256', `cip-voucher:${secret}`).update(reference).digest('base64url').slice(0, 32);
}

export function isValidVoucherSignature(secret: string, reference: string, sig: string): boolean {
  const expected = Buffer.from(voucherSignature(secret, reference));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The site's voucher page with the signed query the QR encodes. */
export function voucherUrl(webUrl: string, secret: string, reference: string): string {
  return `${webUrl.replace(/\/$/, '')}/cip/voucher/${reference}?sig=${voucherSignature(secret, reference)}`;
}

const EXTRA_KINDS: ServiceKind[] = ['visa', 'suite', 'wheelchair', 'parking', 'pet', 'greeter_attendant'];

/** The desk's greeter of a reservation (`PUT …/reservations/{id}/greeter`), once assigned. */
function assignedGreeter(loaded: LoadedCipOrder, reservationId: number) {
  const row = loaded.reservations.find((x) => x.id === reservationId);
  return row?.greeterName && row.greeterMobile ? { name: row.greeterName, mobile: row.greeterMobile } : null;
}

export function voucherView(
  loaded: LoadedCipOrder,
  url: string,
  now: Date = new Date(),
  agencyName: string | null = null,
): Voucher {
  const view = cipOrderView(loaded, now);
  return {
    reference: view.reference,
    order_id: view.id,
    status: view.status,
    status_label: statusLabel('order', view.status),
    issued_at: (loaded.order.paidAt ?? loaded.order.createdAt).toISOString(),
    verify_url: url,
    total_price: view.total_price,
    bill: view.bill,
    agency_name: agencyName,
    flights: view.flight_orders.map((fo) => {
      const passengers = fo.reservations[0]?.passengers ?? [];
      return {
        order_type: fo.order_type,
        flight: fo.flight,
        reservations: fo.reservations.map((r) => ({
          reservation_type: r.reservation_type,
          service_title: r.service.title,
          service_type: r.service.service_type,
          airport: r.airport,
          terminal: r.terminal,
          meeting_point: r.service.meeting_point,
          desk_phone: r.service.desk_phone,
          extras: r.lines
            .filter((l) => EXTRA_KINDS.includes(l.kind as ServiceKind))
            .map((l) => ({ label: l.label, count: l.count })),
          transfer: r.transfer
            ? { title: r.transfer.title, address: r.transfer.address, date: r.transfer.date, time: r.transfer.time }
            : null,
          greeters_attendants: [...r.greeters, ...r.attendants].map((p) => ({
            name: `${p.first_name} ${p.last_name}`,
            role: p.role,
          })),
          greeter: assignedGreeter(loaded, r.id),
        })),
        passengers: [...passengers]
          .sort((a, b) => b.person_age_type - a.person_age_type)
          .map((p) => ({
            name: `${p.first_name} ${p.last_name}`,
            person_age_type: p.person_age_type,
            document: maskedIdentity(p.nationality === Nationality.iranian ? p.national_code : p.passport_number),
          })),
      };
    }),
  };
}

/** A paid booking by reference (a member's own when memberId is given); undefined when none can be shown. */
export async function voucherOrder(db: Db, reference: string, memberId?: number): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.reference, reference),
        eq(orders.kind, 'cip'),
        memberId === undefined ? undefined : eq(orders.memberId, memberId),
      ),
    );
  return order && hasVoucher(order) ? order : undefined;
}

export async function loadVoucher(
  db: Db,
  order: OrderRow,
  webUrl: string,
  secret: string,
  now = new Date(),
  lang: Lang = 'fa',
) {
  // A booking sold by an agency names it: the customer deals with the agency.
  const agencyName = order.agencyId === null ? null : await agencyNameOf(db, order.agencyId);
  return voucherView(await loadCipOrder(db, order, lang), voucherUrl(webUrl, secret, order.reference), now, agencyName);
}
