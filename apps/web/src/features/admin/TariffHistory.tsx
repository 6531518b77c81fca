'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { api } from '@vip/contract';
import { formatJalaliDate, formatToman } from '@vip/domain';
import { useRecordContext } from 'react-admin';
import { useStaffApi } from './staff-api-context';

/** The prices the history shows per change (the rest are in the record's form). */
const SHOWN: [string, string][] = [
  ['passenger_adult', 'بزرگسال ایرانی، داخلی'],
  ['passenger_intl_adult', 'بزرگسال ایرانی، خارجی'],
  ['foreign_adult', 'بزرگسال غیرایرانی، داخلی'],
  ['foreign_intl_adult', 'بزرگسال غیرایرانی، خارجی'],
];

/**
 * A CIP tariff's history on its edit page: every price change with the moment it takes effect (a pending one marked
 * so), latest first. Bookings keep the tariff they were billed with, so nothing here changes a booking.
 */
export function TariffHistory() {
  const record = useRecordContext<{ id: number }>();
  const staffApi = useStaffApi();
  const id = record?.id;
  const history = useQuery({
    queryKey: ['cip-tariff-versions', id],
    queryFn: async () =>
      (await staffApi(api.adminCatalogCipTariffVersions, { params: { id: id ?? 0 }, query: {} })).data,
    enabled: id !== undefined,
  });
  const now = Date.now();
  return (
    <Box
      component="section"
      aria-labelledby="tariff-history"
      sx={{ mt: 2, overflowX: 'auto' }}
      data-testid="tariff-history"
    >
      <Typography id="tariff-history" component="h2" variant="h6" sx={{ mb: 1 }}>
        تاریخچهٔ تعرفه
      </Typography>
      {history.data && history.data.length === 0 && <Typography>هنوز تغییری در قیمت‌ها ثبت نشده است.</Typography>}
      {history.data && history.data.length > 0 && (
        <table style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              <th style={{ textAlign: 'start', padding: 6 }}>اعمال از</th>
              {SHOWN.map(([, label]) => (
                <th key={label} style={{ textAlign: 'end', padding: 6 }}>
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {history.data.map((v) => (
              <tr key={v.id} style={{ borderTop: '1px solid rgba(0,0,0,0.12)' }}>
                <td style={{ padding: 6, whiteSpace: 'nowrap' }}>
                  {formatJalaliDate(v.effective_from, { time: true })}
                  {Date.parse(v.effective_from) > now ? ' (در انتظار)' : ''}
                </td>
                {SHOWN.map(([field]) => (
                  <td key={field} style={{ padding: 6, textAlign: 'end', whiteSpace: 'nowrap' }}>
                    {v.prices[field] == null ? '—' : formatToman(v.prices[field] as number)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Box>
  );
}
