'use client';

import { toPersianDigits } from '@vip/domain';
import { DeskGrid } from './DeskGrid';
import { DeskList, Fa, Latin, When } from './ui';

type DisruptedFlight = {
  flight_id: number;
  flight_number: string;
  origin: string;
  destination: string;
  status: string;
  status_label: string;
  scheduled_departure_at: string;
  departure_at: string;
  delay_minutes: number;
  bookings: number;
  passengers: number;
  unresolved: number;
  unresolved_references: string[];
};

/** «تأخیر ۱۲۰ دقیقه», «لغو شده», «طبق برنامه». */
const statusText = (r: DisruptedFlight) =>
  r.delay_minutes > 0 && r.status !== 'cancelled'
    ? `${r.status_label} ${toPersianDigits(r.delay_minutes)} دقیقه`
    : r.status_label;

/** The VIP desk's board: today's and tomorrow's flights with bookings, their status, and what could not follow. */
export function DisruptedFlightList() {
  return (
    <DeskList>
      <DeskGrid<DisruptedFlight>
        heading={(r) => (
          <span>
            <Latin>{r.flight_number}</Latin> – {statusText(r)}
          </span>
        )}
        columns={[
          { label: 'پرواز', render: (r) => <Latin>{r.flight_number}</Latin>, inCard: false },
          { label: 'مسیر', render: (r) => `${r.origin} ← ${r.destination}` },
          {
            label: 'وضعیت',
            render: (r) => <span data-testid={`disruption-status-${r.flight_id}`}>{statusText(r)}</span>,
            inCard: false,
          },
          { label: 'زمان پرواز', render: (r) => <When at={r.departure_at} /> },
          { label: 'زمان برنامه', render: (r) => <When at={r.scheduled_departure_at} /> },
          { label: 'رزروها', render: (r) => <Fa n={r.bookings} /> },
          { label: 'مسافران', render: (r) => <Fa n={r.passengers} /> },
          {
            label: 'منتقل‌نشده',
            render: (r) =>
              r.unresolved > 0 ? (
                <span>
                  <Fa n={r.unresolved} />:{' '}
                  {r.unresolved_references.map((ref, i) => (
                    <span key={ref}>
                      {i > 0 && '، '}
                      <Latin>{ref}</Latin>
                    </span>
                  ))}
                </span>
              ) : (
                <Fa n={0} />
              ),
          },
        ]}
      />
    </DeskList>
  );
}
