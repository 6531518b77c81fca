'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, type AnswerOf } from '@vip/contract';
import {
  AGE_TYPE_LABELS,
  type AgeType,
  Nationality,
  ORDER_STATUS_LABELS,
  OrderStatus,
  PERSON_ROLE_LABELS,
  PersonRole,
  RESERVATION_TYPE_LABELS,
  type ReservationType,
  type OrderStatus as Status,
  formatJalaliDate,
  toPersianDigits,
} from '@vip/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { M } from './messages';
import { referenceOf, scanVideo } from './qr-scan';
import { useStaffApi } from './staff-api-context';
import { Latin, When } from './ui';

type View = AnswerOf<typeof api.adminGetCheckIn>['data'];

/** The camera, its video and the QR reader; calls `onReference` with the first voucher reference it reads. */
function Scanner({ onReference, onClose }: { onReference: (reference: string) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let stream: MediaStream | undefined;
    let stop = () => {};
    let gone = false;
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } } });
        if (gone || !video.current) return;
        video.current.srcObject = stream;
        await video.current.play();
        stop = scanVideo(video.current, (text) => {
          const reference = referenceOf(text);
          if (reference) onReference(reference);
          return Boolean(reference);
        });
      } catch {
        setFailed(true);
      }
    })();
    return () => {
      gone = true;
      stop();
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [onReference]);
  return (
    <Stack spacing={1}>
      {failed ? (
        <Alert severity="warning">{M.checkIn.noCamera}</Alert>
      ) : (
        <Box
          component="video"
          ref={video}
          muted
          playsInline
          aria-label={M.checkIn.video}
          data-testid="checkin-video"
          sx={{ width: '100%', maxWidth: 480, aspectRatio: '4 / 3', bgcolor: 'common.black', borderRadius: 2 }}
        />
      )}
      <Button onClick={onClose} sx={{ alignSelf: 'flex-start' }}>
        {M.checkIn.stopScan}
      </Button>
    </Stack>
  );
}

type Side = View['reservations'][number];

/**
 * One side of a booking (a reservation): served, a no-show, not open yet, or its check-in button. A round trip is
 * served twice, so each side has its own; the last side's button also completes the booking.
 */
function SideState({ side, reference, ready, last }: { side: Side; reference: string; ready: boolean; last: boolean }) {
  const staffApi = useStaffApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const checkIn = useMutation({
    mutationFn: () =>
      staffApi(api.adminCheckIn, { params: { reference }, body: { reservation_id: side.reservation_id } }),
    onSuccess: () => {
      notify(M.checkIn.checkedIn, { type: 'success' });
      return queryClient.invalidateQueries({ queryKey: checkInKey(reference) });
    },
    onError: (e) => notify(e instanceof Error ? e.message : M.actions.done, { type: 'error' }),
  });
  if (side.checked_in_at) {
    return (
      <Alert severity="success" sx={{ mt: 1 }} data-testid="checkin-side-served">
        {M.checkIn.servedAt}: <When at={side.checked_in_at} />
      </Alert>
    );
  }
  if (side.no_show_at) {
    return (
      <Alert severity="warning" sx={{ mt: 1 }}>
        {M.checkIn.noShow}: <When at={side.no_show_at} />
      </Alert>
    );
  }
  if (!ready) return null;
  // The API refuses a check-in before the side's window; the desk sees when it opens instead of a button.
  if (Date.now() < new Date(side.checkin_opens_at).getTime()) {
    return (
      <Alert severity="info" sx={{ mt: 1 }} data-testid="checkin-side-not-open">
        {M.checkIn.opensAt}: <When at={side.checkin_opens_at} />
      </Alert>
    );
  }
  return (
    <Button
      variant="contained"
      size="large"
      sx={{ mt: 1.5 }}
      disabled={checkIn.isPending}
      data-testid="checkin-submit"
      onClick={() => checkIn.mutate()}
    >
      {last ? M.checkIn.checkIn : M.checkIn.checkInSide}
    </Button>
  );
}

/** A heading and its list, shown only when the list has something. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {children}
    </>
  );
}

/** The identity document the desk checks: the national code of an Iranian, else the passport number. */
const documentOf = (p: Side['persons'][number]) =>
  p.nationality === Nationality.iranian
    ? `${M.checkIn.nationalCode} ${p.national_code}`
    : `${M.checkIn.passport} ${p.passport_number}`;

/** What the desk must do for one side: who comes, what to hand out, the transfer, the member's note. */
function SideDetails({ side }: { side: Side }) {
  const transfer = side.transfer;
  return (
    <>
      <Typography variant="body2">
        <When at={side.slot_start} /> – {M.checkIn.meetingPoint}: {side.meeting_point || M.noValue}
      </Typography>
      <Section title={M.checkIn.passengers}>
        <Box component="ul" sx={{ m: 0, ps: 3 }}>
          {side.persons.map((p, i) => (
            <li key={`${p.role}-${i}`}>
              {p.first_name} {p.last_name} – {PERSON_ROLE_LABELS[p.role as PersonRole]}
              {p.role === PersonRole.passenger && <> – {AGE_TYPE_LABELS[p.age_type as AgeType]}</>}
              {(p.national_code || p.passport_number) && (
                <>
                  {' '}
                  – <Latin>{toPersianDigits(documentOf(p))}</Latin>
                </>
              )}
              {p.mobile && (
                <>
                  {' '}
                  – {M.checkIn.mobile} <Latin>{toPersianDigits(p.mobile)}</Latin>
                </>
              )}
            </li>
          ))}
        </Box>
      </Section>
      {side.services.length > 0 && (
        <Section title={M.checkIn.services}>
          <Box component="ul" sx={{ m: 0, ps: 3 }} data-testid="checkin-services">
            {side.services.map((s) => (
              <li key={s.title}>
                {s.title}: {toPersianDigits(s.count)}
                {s.detail && <> ({toPersianDigits(s.detail)})</>}
              </li>
            ))}
          </Box>
        </Section>
      )}
      {transfer && (
        <Section title={`${M.checkIn.transfer}: ${transfer.title}`}>
          <Typography variant="body2" data-testid="checkin-transfer">
            {transfer.address} – {formatJalaliDate(transfer.date)}، {M.checkIn.at} {toPersianDigits(transfer.time)}
            {transfer.stop_count > 0 && (
              <>
                {' '}
                – {M.checkIn.stops}: {toPersianDigits(transfer.stop_count)}
              </>
            )}
            {transfer.latitude != null && transfer.longitude != null && (
              <>
                {' '}
                –{' '}
                <Link
                  href={`https://www.openstreetmap.org/?mlat=${transfer.latitude}&mlon=${transfer.longitude}#map=17/${transfer.latitude}/${transfer.longitude}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {M.checkIn.map}
                </Link>
              </>
            )}
          </Typography>
        </Section>
      )}
      {side.note && (
        <Section title={M.checkIn.note}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {side.note}
          </Typography>
        </Section>
      )}
    </>
  );
}

/** Where the booking stands, when that is not "confirmed, serve it": pending, cancelled or fully served. */
function BookingState({ status }: { status: number }) {
  if (status === OrderStatus.providerConfirmed) return null;
  if (status === OrderStatus.completed) return <Alert severity="success">{M.checkIn.allServed}</Alert>;
  if (status === OrderStatus.canceled) return <Alert severity="error">{M.checkIn.canceled}</Alert>;
  return <Alert severity="info">{M.checkIn.notReady}</Alert>;
}

/** One booking at the desk: its flights' services, passengers and each side's check-in. */
function Booking({ view }: { view: View }) {
  const ready = view.status === OrderStatus.providerConfirmed;
  const open = view.reservations.filter((x) => !x.checked_in_at && !x.no_show_at);
  return (
    <Card variant="outlined" data-testid="checkin-booking">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {M.checkIn.reference} <Latin>{view.reference}</Latin>
          </Typography>
          <Typography data-testid="checkin-status">
            {ORDER_STATUS_LABELS[view.status as Status] ?? view.status}
          </Typography>
          <BookingState status={view.status} />
          {view.identity_masked && <Alert severity="info">{M.checkIn.masked}</Alert>}
          {view.reservations.map((r) => (
            <Box key={r.reservation_id}>
              <Divider sx={{ mb: 1 }} />
              <Typography sx={{ fontWeight: 700 }}>
                {r.service_title} – {RESERVATION_TYPE_LABELS[r.reservation_type as ReservationType]} –{' '}
                <Latin>{r.airport}</Latin> – <Latin>{r.flight_number}</Latin>
              </Typography>
              <SideDetails side={r} />
              <SideState side={r} reference={view.reference} ready={ready} last={open.length === 1} />
            </Box>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

const checkInKey = (reference: string) => ['admin', 'checkin', reference] as const;

/**
 * The desk's check-in page, made for a phone: scan the voucher QR with the camera (or type the reference), see the
 * passengers and services, check them in.
 */
export function CheckInPage() {
  const staffApi = useStaffApi();
  const navigate = useNavigate();
  const { reference: routeReference } = useParams();
  const [typed, setTyped] = useState('');
  const [scanning, setScanning] = useState(false);
  const [typoError, setTypoError] = useState<string | null>(null);
  const found = useQuery({
    queryKey: checkInKey(routeReference ?? ''),
    queryFn: async () => (await staffApi(api.adminGetCheckIn, { params: { reference: routeReference ?? '' } })).data,
    enabled: Boolean(routeReference),
    retry: false,
    // Every look by the desk is an audited identity view: read again after a check-in, not on each focus.
    refetchOnWindowFocus: false,
  });
  const view = found.data;
  const error = typoError ?? (found.error ? found.error.message : null);
  const onScanned = useCallback(
    (reference: string) => {
      setScanning(false);
      navigate(`/checkin/${reference}`);
    },
    [navigate],
  );

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <Title title={M.checkIn.title} />
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          {M.checkIn.title}
        </Typography>
        <Typography>{M.checkIn.intro}</Typography>
        {scanning ? (
          <Scanner onReference={onScanned} onClose={() => setScanning(false)} />
        ) : (
          <Button variant="contained" size="large" onClick={() => setScanning(true)} data-testid="checkin-scan">
            {M.checkIn.scan}
          </Button>
        )}
        <Stack
          component="form"
          direction="row"
          spacing={1}
          onSubmit={(e) => {
            e.preventDefault();
            const reference = referenceOf(typed);
            setTypoError(reference ? null : M.checkIn.badReference);
            if (reference) navigate(`/checkin/${reference}`);
          }}
        >
          <TextField
            label={M.checkIn.reference}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            size="small"
            slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', 'data-testid': 'checkin-reference' } }}
            sx={{ flex: 1 }}
          />
          <Button type="submit" variant="outlined">
            {M.checkIn.find}
          </Button>
        </Stack>
        {error && <Alert severity="error">{error}</Alert>}
        {view && !error && <Booking view={view} />}
      </Stack>
    </Box>
  );
}
