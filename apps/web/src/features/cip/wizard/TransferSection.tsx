'use client';

import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { type CipAction, type FlightOrder, type Reservation, type TransferItem, toLatinDigits } from '@vip/domain';
import { useFormat } from '@/features/ui/format/FormatProvider';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { CountField } from '../CountField';
import { DateField } from '@/features/ui/DateField';

// Leaflet is heavy and needs `window`: loaded only when a transfer is chosen.
const MapPicker = dynamic(() => import('@/features/map/MapPicker').then((m) => m.MapPicker), {
  ssr: false,
  loading: () => <Skeleton variant="rounded" height={280} />,
});

/** The transfer of a reservation: which ride, extra stops, where (address + map point) and when. */
export function TransferSection({
  reservation,
  order,
  dispatch,
}: {
  reservation: Reservation;
  order: FlightOrder;
  dispatch: (a: CipAction) => void;
}) {
  const t = useTranslations('cip');
  const f = useFormat();
  const transfers = reservation.service?.transfers ?? [];
  const item = reservation.transferItem;
  const set = (patch: Partial<TransferItem>) =>
    item && dispatch({ type: 'cip/setTransferItem', item: { ...item, ...patch } });
  const choose = (id: number) => {
    const tariff = transfers.find((x) => x.id === id);
    if (!tariff) return dispatch({ type: 'cip/setTransferItem', item: null });
    dispatch({
      type: 'cip/setTransferItem',
      item: {
        id: tariff.id,
        transfer: tariff.title,
        address: item?.address ?? '',
        date: item?.date || order.flightDate || '',
        time: item?.time ?? '',
        longitude: item?.longitude ?? null,
        latitude: item?.latitude ?? null,
        servicePrice: tariff.servicePrice,
        stopPrice: tariff.stopPrice,
        stopCount: item?.stopCount ?? 0,
      },
    });
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <TextField
        select
        size="small"
        label={t('transferKind')}
        value={item?.id ?? 0}
        onChange={(e) => choose(Number(e.target.value))}
        slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'transfer-select' } as object } }}
      >
        <MenuItem value={0}>{t('noTransfer')}</MenuItem>
        {transfers.map((x) => (
          <MenuItem key={x.id} value={x.id}>
            {t('transferOption', {
              title: x.title,
              price: f.toman(x.servicePrice),
              stop: f.toman(x.stopPrice),
            })}
          </MenuItem>
        ))}
      </TextField>
      {item && (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' },
              alignItems: 'start',
            }}
          >
            <DateField
              label={t('transferDate')}
              value={item.date || null}
              onChange={(d) => set({ date: d ?? '' })}
              size="small"
              calendarSwitch
            />
            <TextField
              size="small"
              type="time"
              label={t('transferTime')}
              value={item.time}
              onChange={(e) => set({ time: toLatinDigits(e.target.value) })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { dir: 'ltr', 'data-testid': 'transfer-time' } }}
            />
            <CountField
              label={t('transferStops')}
              hint={t('unitPrice', { price: f.toman(item.stopPrice) })}
              value={item.stopCount}
              max={5}
              onChange={(stopCount) => set({ stopCount })}
              testId="transfer-stops"
            />
          </Box>
          <TextField
            size="small"
            label={t('transferAddress')}
            value={item.address}
            onChange={(e) => set({ address: e.target.value })}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 300, 'data-testid': 'transfer-address' } }}
          />
          <MapPicker
            label={t('transferMap')}
            value={
              item.latitude !== null && item.longitude !== null ? { lat: item.latitude, lng: item.longitude } : null
            }
            onChange={(p) => set({ latitude: p.lat, longitude: p.lng })}
          />
        </>
      )}
    </Box>
  );
}
