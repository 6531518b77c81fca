'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api, type AnswerOf } from '@vip/contract';
import {
  AGE_TYPE_LABELS,
  type AgeType,
  ORDER_STATUS_LABELS,
  OrderStatus,
  PERSON_ROLE_LABELS,
  type PersonRole,
  RESERVATION_TYPE_LABELS,
  type ReservationType,
  type OrderStatus as Status,
  toPersianDigits,
} from '@vip/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
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

/**
 * One side of a booking (a reservation): served, a no-show, or its check-in button. A round trip is served twice, so
 * each side has its own; the last side's button also completes the booking.
 */
function SideState({
  side,
  reference,
  ready,
  last,
  onDone,
}: {
  side: View['reservations'][number];
  reference: string;
  ready: boolean;
  last: boolean;
  onDone: () => void;
}) {
  const staffApi = useStaffApi();
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
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
  return (
    <Button
      variant="contained"
      size="large"
      sx={{ mt: 1.5 }}
      disabled={busy}
      data-testid="checkin-submit"
      onClick={async () => {
        setBusy(true);
        try {
          await staffApi(api.adminCheckIn, { params: { reference }, body: { reservation_id: side.reservation_id } });
          notify(M.checkIn.checkedIn, { type: 'success' });
          onDone();
        } catch (e) {
          notify(e instanceof Error ? e.message : M.actions.done, { type: 'error' });
        } finally {
          setBusy(false);
        }
      }}
    >
      {last ? M.checkIn.checkIn : M.checkIn.checkInSide}
    </Button>
  );
}

/** One booking at the desk: its flights' services, passengers and each side's check-in. */
function Booking({ view, onDone }: { view: View; onDone: () => void }) {
  const ready = view.status === OrderStatus.providerConfirmed;
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
          {view.reservations.map((r) => (
            <Box key={r.reservation_id}>
              <Divider sx={{ mb: 1 }} />
              <Typography sx={{ fontWeight: 700 }}>
                {r.service_title} – {RESERVATION_TYPE_LABELS[r.reservation_type as ReservationType]} –{' '}
                <Latin>{r.airport}</Latin> – <Latin>{r.flight_number}</Latin>
              </Typography>
              <Typography variant="body2">
                <When at={r.slot_start} /> – {M.checkIn.meetingPoint}: {r.meeting_point}
              </Typography>
              <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                {M.checkIn.passengers}
              </Typography>
              <Box component="ul" sx={{ m: 0, ps: 3 }}>
                {r.persons.map((p, i) => (
                  <li key={`${p.first_name}-${i}`}>
                    {p.first_name} {p.last_name} – {PERSON_ROLE_LABELS[p.role as PersonRole]} –{' '}
                    {AGE_TYPE_LABELS[p.age_type as AgeType]}
                  </li>
                ))}
              </Box>
              {r.services.length > 0 && (
                <>
                  <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                    {M.checkIn.services}
                  </Typography>
                  <Box component="ul" sx={{ m: 0, ps: 3 }}>
                    {r.services.map((s) => (
                      <li key={s.title}>
                        {s.title} – {toPersianDigits(s.count)}
                      </li>
                    ))}
                  </Box>
                </>
              )}
              <SideState
                side={r}
                reference={view.reference}
                ready={ready}
                last={view.reservations.filter((x) => !x.checked_in_at && !x.no_show_at).length === 1}
                onDone={onDone}
              />
            </Box>
          ))}
          {!ready && <Alert severity="info">{M.checkIn.notReady}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}

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
  const [view, setView] = useState<View | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(
    async (reference: string) => {
      setError(null);
      try {
        setView((await staffApi(api.adminGetCheckIn, { params: { reference } })).data);
      } catch (e) {
        setView(null);
        setError(e instanceof Error ? e.message : String(e));
      }
    },
    [staffApi],
  );
  useEffect(() => {
    if (routeReference) void load(routeReference);
  }, [routeReference, load]);
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
            if (reference) navigate(`/checkin/${reference}`);
            else setError('کد پیگیری هشت رقم است.');
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
        {view && <Booking view={view} onDone={() => void load(view.reference)} />}
      </Stack>
    </Box>
  );
}
