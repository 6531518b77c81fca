'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { api, type AnswerOf } from '@vip/contract';
import {
  formatJalaliDate,
  formatNumber,
  formatToman,
  TICKET_ROLE_LABELS,
  TICKET_STATUS,
  toPersianDigits,
} from '@vip/domain';
import { Title, usePermissions } from 'react-admin';
import { Link } from 'react-router-dom';
import { M } from './messages';
import { mayCall } from './staff-api';
import { useStaffApi } from './staff-api-context';

type Numbers = AnswerOf<typeof api.adminDashboard>['data'];

/** One number of the day, leading to the desk that works it down when it has one. */
function Figure({ label, value, to, alert }: { label: string; value: number; to?: string; alert?: boolean }) {
  const body = (
    <CardContent>
      <Typography color="text.secondary">{label}</Typography>
      <Typography variant="h4" component="p" color={alert && value > 0 ? 'error' : undefined}>
        {formatNumber(value)}
      </Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined">
      {to ? (
        <CardActionArea component={Link} to={to}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}

/** A react-admin list's address with its filter (the desk opens already filtered; choice ids are strings). */
const listOf = (resource: string, filter: Record<string, unknown>) =>
  `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

/** Today's VIP bookings: per airport a table of local hours with the sides booked, checked in and no-shows. */
function CipToday({ today, slots }: { today: string; slots: Numbers['cip_today'] }) {
  const airports = [...new Set(slots.map((s) => s.airport))];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {M.dashboard.cipToday}
        </Typography>
        {airports.length === 0 && <Typography color="text.secondary">{M.dashboard.noBookingsToday}</Typography>}
        {airports.map((iata) => {
          const rows = slots.filter((s) => s.airport === iata);
          return (
            <Box key={iata} sx={{ mt: 2 }}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {rows[0].airport_title} (<bdi dir="ltr">{iata}</bdi>)
              </Typography>
              <Table size="small" aria-label={`${M.dashboard.cipToday} – ${rows[0].airport_title}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>{M.fields.hour}</TableCell>
                    <TableCell>{M.dashboard.booked}</TableCell>
                    <TableCell>{M.dashboard.checkedIn}</TableCell>
                    <TableCell>{M.dashboard.noShows}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {rows.map((s) => (
                    <TableRow key={s.hour}>
                      <TableCell>
                        <Link to={listOf('cip-bookings', { date: today, airport: iata, hour: String(s.hour) })}>
                          {toPersianDigits(`${String(s.hour).padStart(2, '0')}:00`)}
                        </Link>
                      </TableCell>
                      <TableCell>{formatNumber(s.bookings)}</TableCell>
                      <TableCell>{formatNumber(s.checked_in)}</TableCell>
                      <TableCell>{formatNumber(s.no_shows)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          );
        })}
      </CardContent>
    </Card>
  );
}

/** Tickets whose member wrote last, per desk. */
function TicketsWaiting({ desks }: { desks: Numbers['tickets_waiting'] }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {M.dashboard.ticketsWaiting}
        </Typography>
        {desks.length === 0 && <Typography color="text.secondary">{M.dashboard.noTicketsWaiting}</Typography>}
        <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {desks.map((d) => (
            <Box component="li" key={d.desk} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
              <Link to={listOf('tickets', { status: String(TICKET_STATUS.open), role_id: String(d.desk) })}>
                {TICKET_ROLE_LABELS[d.desk] ?? toPersianDigits(d.desk)}
              </Link>
              <span>{formatNumber(d.tickets)}</span>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

/** Revenue per Tehran day as bars we draw ourselves (SVG: no chart library in the bundle). */
function RevenueChart({ days }: { days: Numbers['revenue'] }) {
  const width = 900;
  const height = 220;
  const max = Math.max(1, ...days.map((d) => d.amount));
  const bar = width / Math.max(1, days.length);
  const total = days.reduce((s, d) => s + d.amount, 0);
  return (
    <Box>
      <Typography variant="h6" component="h2">
        {M.dashboard.revenue}: {formatToman(total)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {M.dashboard.revenueNote}
      </Typography>
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${height + 24}`}
        role="img"
        aria-label={`${M.dashboard.revenue}: ${formatToman(total)}`}
        sx={{ width: '100%', height: 'auto', mt: 1 }}
      >
        {days.map((d, i) => {
          const h = Math.max(d.amount > 0 ? 2 : 0, (d.amount / max) * height);
          // Oldest first, drawn right to left as Persian reads.
          const x = width - (i + 1) * bar;
          return (
            <g key={d.date}>
              <title>{`${formatJalaliDate(`${d.date}T12:00:00Z`)} – ${formatToman(d.amount)} – ${toPersianDigits(d.orders)} ${M.dashboard.orders}`}</title>
              <rect x={x + 2} y={height - h} width={bar - 4} height={h} rx={3} fill="#8a6417" />
              {i % 5 === 0 && (
                <text x={x + bar / 2} y={height + 18} fontSize={12} textAnchor="middle" fill="#57534a">
                  {formatJalaliDate(`${d.date}T12:00:00Z`).slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </Box>
    </Box>
  );
}

/**
 * The dashboard: today's work at every desk (VIP bookings per airport and hour with check-ins and no-shows, top-ups
 * waiting, orders to ship, tickets waiting per desk, failed SMS), each leading to its desk, and 30 days' revenue.
 */
export function Dashboard() {
  const staffApi = useStaffApi();
  const { permissions } = usePermissions<StaffRoleOrUndefined>();
  const allowed = mayCall(permissions, api.adminDashboard);
  const { data: numbers, error } = useQuery({
    queryKey: ['adminDashboard'],
    queryFn: async () => (await staffApi(api.adminDashboard, {})).data,
    enabled: allowed,
  });
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={M.dashboard.title} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {M.dashboard.title}
        {numbers && ` – ${formatJalaliDate(`${numbers.today}T12:00:00Z`)}`}
      </Typography>
      {!allowed && <Typography>{M.dashboard.welcome}</Typography>}
      {error && <Alert severity="error">{error.message}</Alert>}
      {numbers && (
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' }}>
            <Figure
              label={M.dashboard.bookingsToday}
              value={numbers.cip_bookings_today}
              to={listOf('cip-bookings', { date: numbers.today })}
            />
            <Figure label={M.dashboard.bookingsTomorrow} value={numbers.cip_bookings_tomorrow} />
            <Figure
              label={M.dashboard.pendingTopups}
              value={numbers.pending_topups}
              to={listOf('credit-requests', { state: 'pending' })}
            />
            <Figure
              label={M.dashboard.toShip}
              value={numbers.store_orders_to_ship}
              to={listOf('store-orders', { stage: 'to_ship' })}
            />
            <Figure label={M.dashboard.openTickets} value={numbers.open_tickets} to="/tickets" />
            <Figure label={M.dashboard.failedSms} value={numbers.failed_sms} alert />
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' }, alignItems: 'start' }}>
            <CipToday today={numbers.today} slots={numbers.cip_today} />
            <TicketsWaiting desks={numbers.tickets_waiting} />
          </Box>
          <Card variant="outlined">
            <CardContent>
              <RevenueChart days={numbers.revenue} />
            </CardContent>
          </Card>
        </Stack>
      )}
    </Box>
  );
}

type StaffRoleOrUndefined = Parameters<typeof mayCall>[0];
