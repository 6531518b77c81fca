'use client';

import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { api, type AnswerOf } from '@vip/contract';
import { formatJalaliDate, formatNumber, formatToman, toPersianDigits } from '@vip/domain';
import { useEffect, useState } from 'react';
import { Title, usePermissions } from 'react-admin';
import { M } from './messages';
import { mayCall } from './staff-api';
import { useStaffApi } from './staff-api-context';

type Numbers = AnswerOf<typeof api.adminDashboard>['data'];

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography color="text.secondary">{label}</Typography>
        <Typography variant="h4" component="p">
          {formatNumber(value)}
        </Typography>
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

/** The dashboard: today's and tomorrow's bookings, open tickets, pending top-ups, orders to ship, 30 days' revenue. */
export function Dashboard() {
  const staffApi = useStaffApi();
  const { permissions } = usePermissions<StaffRoleOrUndefined>();
  const [numbers, setNumbers] = useState<Numbers | null>(null);
  const allowed = mayCall(permissions, api.adminDashboard);
  useEffect(() => {
    if (allowed) void staffApi(api.adminDashboard, {}).then((a) => setNumbers(a.data));
  }, [allowed, staffApi]);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={M.dashboard.title} />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {M.dashboard.title}
      </Typography>
      {!allowed && <Typography>{M.dashboard.welcome}</Typography>}
      {numbers && (
        <>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', mb: 3 }}>
            <Figure label={M.dashboard.bookingsToday} value={numbers.cip_bookings_today} />
            <Figure label={M.dashboard.bookingsTomorrow} value={numbers.cip_bookings_tomorrow} />
            <Figure label={M.dashboard.openTickets} value={numbers.open_tickets} />
            <Figure label={M.dashboard.pendingTopups} value={numbers.pending_topups} />
            <Figure label={M.dashboard.toShip} value={numbers.store_orders_to_ship} />
          </Box>
          <Card variant="outlined">
            <CardContent>
              <RevenueChart days={numbers.revenue} />
            </CardContent>
          </Card>
        </>
      )}
    </Box>
  );
}

type StaffRoleOrUndefined = Parameters<typeof mayCall>[0];
