'use client';

import { type Airport, api, greeterBody, type ItemOf, refuseBody } from '@vip/contract';
import {
  ORDER_STATUS_LABELS,
  OrderStatus,
  RESERVATION_TYPE_LABELS,
  type OrderStatus as Status,
  type ReservationType,
  toPersianDigits,
} from '@vip/domain';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import Button from '@mui/material/Button';
import { Confirm, SelectInput, useGetList, useNotify, useRefresh } from 'react-admin';
import { Link } from 'react-router-dom';
import { choicesOf, HOUR_CHOICES } from './choices';
import { DeskGrid } from './DeskGrid';
import { JalaliDateInput, todayIso } from './inputs';
import { M } from './messages';
import { useStaffApi } from './staff-api-context';
import { BodyDialogButton, CallButton, Fa, Latin, DeskList } from './ui';

type DeskBooking = ItemOf<typeof api.adminListCipBookings>;

/**
 * The airports bookings are made at, with their terminals (a picker-only resource over the public list): one request,
 * shared by both filters through react-admin's query cache.
 */
const useServedAirports = () =>
  useGetList<Airport & { id: number }>('served-airports', {
    filter: { served: true },
    pagination: { page: 1, perPage: 50 },
  }).data ?? [];

/** The desk's airport, by name (the filter sends its IATA code). */
function AirportFilter({ source, label }: { source: string; label: string; alwaysOn?: boolean }) {
  const airports = useServedAirports();
  return (
    <SelectInput
      source={source}
      label={label}
      choices={airports.map((a) => ({ id: a.iata, name: `${a.title} (${a.iata})` }))}
      isPending={!airports.length}
      sx={{ minWidth: 240 }}
    />
  );
}

/** A terminal of the airport chosen beside it, by name; cleared when another airport is chosen. */
function TerminalFilter({ source, label }: { source: string; label: string }) {
  const airports = useServedAirports();
  const iata = useWatch({ name: 'airport' });
  const chosen = useWatch({ name: source });
  const { setValue } = useFormContext();
  const terminals = airports.find((a) => a.iata === iata)?.terminals ?? [];
  const stale =
    airports.length > 0 && chosen != null && chosen !== '' && !terminals.some((t) => String(t.id) === String(chosen));
  useEffect(() => {
    // A terminal of the airport left behind would filter the new airport's bookings down to none.
    if (stale) setValue(source, null, { shouldDirty: true });
  }, [stale, source, setValue]);
  return (
    <SelectInput
      source={source}
      label={label}
      choices={terminals.map((t) => ({ id: t.id, name: t.title }))}
      disabled={!terminals.length}
      sx={{ minWidth: 200 }}
    />
  );
}

const filters = [
  <JalaliDateInput key="date" source="date" label={M.fields.date} alwaysOn />,
  <AirportFilter key="airport" source="airport" label={M.fields.airport} alwaysOn />,
  <TerminalFilter key="terminal_id" source="terminal_id" label={M.fields.terminal} />,
  <SelectInput key="hour" source="hour" label={M.fields.hour} choices={HOUR_CHOICES} />,
  <SelectInput key="status" source="status" label={M.fields.status} choices={choicesOf(ORDER_STATUS_LABELS)} />,
];

/** The VIP desk: a day's bookings by airport, terminal and hour; confirm with the airport, refuse, check in. */
export function CipBookingList() {
  return (
    <DeskList filters={filters} filterDefaultValues={{ date: todayIso() }} sort={{ field: 'slot_start', order: 'ASC' }}>
      <DeskGrid<DeskBooking>
        heading={(r) => (
          <span>
            <Fa n={`${r.local_hour}:00`} /> – <Latin>{r.flight_number}</Latin> – <Latin>{r.reference}</Latin>
          </span>
        )}
        actions={(r) => <BookingActions booking={r} />}
        columns={[
          { label: M.fields.reference, render: (r) => <Latin>{r.reference}</Latin>, inCard: false },
          { label: M.fields.status, render: (r) => ORDER_STATUS_LABELS[r.status as Status] ?? r.status },
          {
            label: M.fields.airport,
            render: (r) => (
              <span>
                <Latin>{r.airport}</Latin>
                {r.terminal ? ` – ${toPersianDigits(r.terminal)}` : ''}
              </span>
            ),
          },
          {
            label: M.fields.side,
            render: (r) => `${RESERVATION_TYPE_LABELS[r.reservation_type as ReservationType]} – ${r.service_title}`,
          },
          { label: M.fields.flight, render: (r) => <Latin>{r.flight_number}</Latin>, inCard: false },
          { label: M.fields.hour, render: (r) => <Fa n={`${r.local_hour}:00`} />, inCard: false },
          { label: M.fields.places, render: (r) => <Fa n={r.places} /> },
          {
            label: M.fields.greeter,
            render: (r) =>
              r.greeter ? (
                <span data-testid={`greeter-of-${r.reservation_id}`}>
                  {r.greeter.name} <Latin>{toPersianDigits(r.greeter.mobile)}</Latin>
                </span>
              ) : (
                M.noValue
              ),
          },
          {
            label: M.fields.lead,
            render: (r) => (
              <span>
                {r.lead_passenger} <Latin>{r.mobile}</Latin>
              </span>
            ),
          },
        ]}
      />
    </DeskList>
  );
}

/** The person who meets the travellers: set or changed in a dialog that starts with the one assigned before. */
function GreeterButton({ booking: r }: { booking: DeskBooking }) {
  return (
    <BodyDialogButton
      label={r.greeter ? M.actions.changeGreeter : M.actions.greeter}
      title={M.actions.greeterTitle}
      schema={greeterBody}
      field="name"
      fieldLabel={M.actions.greeterName}
      more={[{ name: 'mobile', label: M.actions.greeterMobile, dir: 'ltr' }]}
      values={r.greeter ?? undefined}
      testId={`greeter-${r.reservation_id}`}
      run={(staffApi, body) => staffApi(api.adminAssignCipGreeter, { params: { id: r.reservation_id }, body })}
    />
  );
}

/**
 * «لغو این بخش» of a booking with more than one side: the server's preview first (what comes back to the member under
 * the cancellation policy), restated in react-admin's Confirm with the booking and its lead traveller; nothing is
 * cancelled until it is accepted.
 */
function CancelSideButton({ booking: r }: { booking: DeskBooking }) {
  const staffApi = useStaffApi();
  const notify = useNotify();
  const refresh = useRefresh();
  const [asking, setAsking] = useState(false);
  const preview = useMutation({
    mutationFn: async () => (await staffApi(api.adminPreviewCipSideCancel, { params: { id: r.reservation_id } })).data,
    onSuccess: () => setAsking(true),
    onError: (e) => notify(e.message, { type: 'error' }),
  });
  const cancel = useMutation({
    mutationFn: () => staffApi(api.adminCancelCipSide, { params: { id: r.reservation_id } }),
    onSuccess: () => {
      notify(M.actions.done, { type: 'success' });
      refresh();
    },
    onError: (e) => notify(e.message, { type: 'error' }),
    onSettled: () => setAsking(false),
  });
  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="error"
        sx={{ whiteSpace: 'nowrap' }}
        disabled={preview.isPending}
        data-testid={`cancel-side-${r.reservation_id}`}
        onClick={(e) => {
          e.stopPropagation();
          preview.mutate();
        }}
      >
        {M.actions.cancelSide}
      </Button>
      <Confirm
        isOpen={asking}
        loading={cancel.isPending}
        title={M.actions.cancelSideTitle}
        content={
          preview.data && (
            <span data-testid="cancel-side-confirm-text">
              {M.fields.reference} <Latin>{toPersianDigits(r.reference)}</Latin> – {r.lead_passenger}{' '}
              <Latin>{toPersianDigits(r.mobile)}</Latin>: {preview.data.summary}
            </span>
          )
        }
        confirm={M.actions.yesDoIt}
        cancel={M.actions.cancel}
        onConfirm={() => cancel.mutate()}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

/**
 * What the desk can do with a booking in its state: confirm or refuse it, check it in or mark a no-show, and name
 * the greeter while it is to be served.
 */
function BookingActions({ booking: r }: { booking: DeskBooking }) {
  if (r.status === OrderStatus.providerPending) {
    return (
      <>
        <GreeterButton booking={r} />
        {r.sides > 1 && <CancelSideButton booking={r} />}
        <CallButton
          label={M.actions.confirm}
          data-testid={`confirm-${r.reference}`}
          run={(staffApi) => staffApi(api.adminConfirmCipBooking, { params: { id: r.order_id } })}
        />
        <BodyDialogButton
          label={M.actions.refuse}
          title={M.actions.refuseTitle}
          schema={refuseBody}
          field="reason"
          fieldLabel={M.fields.reason}
          multiline
          color="error"
          run={(staffApi, body) => staffApi(api.adminRefuseCipBooking, { params: { id: r.order_id }, body })}
        />
      </>
    );
  }
  if (r.status === OrderStatus.providerConfirmed) {
    return (
      <>
        <Link to={`/checkin/${r.reference}`}>{M.actions.checkIn}</Link>
        <CallButton
          label={M.actions.noShow}
          color="inherit"
          variant="outlined"
          run={(staffApi) => staffApi(api.adminCipNoShow, { params: { id: r.reservation_id } })}
        />
        {!r.no_show_at && <GreeterButton booking={r} />}
        {!r.no_show_at && r.sides > 1 && <CancelSideButton booking={r} />}
      </>
    );
  }
  return null;
}
