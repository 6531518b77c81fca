'use client';

import FlightTakeoff from '@mui/icons-material/FlightTakeoff';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { formatJalaliDate, SERVICE_TYPE_LABELS, ServiceType, toIsoDate } from '@vip/domain';
import { MixedText } from '@/features/ui/MixedText';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { BOOKING_SECTIONS, type BookingSection } from './booking-sections';

/** Days a flight can be chosen ahead in the compact bar. */
const DAYS_AHEAD = 60;

/**
 * The entry to the airport VIP booking (§3 searchBarState: `isOpen`, `section`): the service, the flight date (Jalali)
 * and a flight number or city, leading to /cip/booking. On a phone the bar opens from one button; `?booking=open&section=…`
 * (the CMS hero links) opens it on a section.
 */
export function BookingBar({ initialOpen, initialSection }: { initialOpen: boolean; initialSection: BookingSection }) {
  const t = useTranslations('home');
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(initialOpen);
  const [section, setSection] = useState<BookingSection>(initialSection);
  const [date, setDate] = useState('');
  const [q, setQ] = useState('');
  const ref = useRef<HTMLDivElement>(null);
  const days = useMemo(() => {
    const now = Date.now();
    return Array.from({ length: DAYS_AHEAD }, (_, i) => {
      const d = new Date(now + i * 86_400_000);
      return { value: toIsoDate(d), label: formatJalaliDate(d, { style: 'long' }) };
    });
  }, []);
  useEffect(() => {
    if (initialOpen) ref.current?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, [initialOpen]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = new URLSearchParams({ service: section });
    if (date) p.set('date', date);
    if (q.trim()) p.set('q', q.trim());
    router.push(`/cip/booking?${p}`);
  };

  return (
    <Paper
      ref={ref}
      elevation={3}
      component="section"
      aria-labelledby="booking-bar-title"
      sx={{ p: { xs: 2, md: 2.5 }, borderRadius: 3, position: 'relative', mt: { xs: -4, md: -6 }, zIndex: 2 }}
      data-testid="booking-bar"
      data-open={isOpen}
      data-section={section}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Typography
          id="booking-bar-title"
          component="h2"
          sx={{ fontWeight: 800, fontSize: '1.1rem', display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <FlightTakeoff color="primary" className="flip-rtl" aria-hidden />
          {t('bookingTitle')}
        </Typography>
        <Button
          onClick={() => setIsOpen((o) => !o)}
          aria-expanded={isOpen}
          aria-controls="booking-bar-form"
          sx={{ display: { md: 'none' } }}
          variant={isOpen ? 'text' : 'contained'}
          data-testid="booking-toggle"
        >
          {isOpen ? t('bookingClose') : t('bookingOpen')}
        </Button>
      </Box>
      <Box
        component="form"
        id="booking-bar-form"
        onSubmit={submit}
        sx={{
          display: { xs: isOpen ? 'grid' : 'none', md: 'grid' },
          mt: 2,
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', md: 'auto 1fr 1.2fr auto' },
          alignItems: 'center',
        }}
      >
        <ToggleButtonGroup
          exclusive
          value={section}
          onChange={(_, v: BookingSection | null) => v && setSection(v)}
          aria-label={t('bookingService')}
          size="small"
          color="primary"
          sx={{ '& .MuiToggleButton-root': { px: 1.5, whiteSpace: 'nowrap', flex: { xs: 1, md: 'none' } } }}
        >
          {BOOKING_SECTIONS.map((s) => (
            <ToggleButton key={s} value={s} data-testid={`booking-section-${s}`}>
              <MixedText>{SERVICE_TYPE_LABELS[ServiceType[s]]}</MixedText>
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          select
          label={t('bookingDate')}
          value={date}
          onChange={(e) => setDate(e.target.value)}
          size="small"
          slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
        >
          <MenuItem value="">{t('bookingAnyDate')}</MenuItem>
          {days.map((d) => (
            <MenuItem key={d.value} value={d.value}>
              {d.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('bookingSearch')}
          placeholder={t('bookingSearchHint')}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          size="small"
          slotProps={{ htmlInput: { maxLength: 60, 'data-testid': 'booking-q' } }}
        />
        <Button type="submit" variant="contained" startIcon={<Search />} size="large" data-testid="booking-submit">
          {t('bookingSubmit')}
        </Button>
      </Box>
    </Paper>
  );
}
