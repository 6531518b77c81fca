'use client';

import Add from '@mui/icons-material/Add';
import FilterList from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@vip/contract';
import type { TicketStatus } from '@vip/domain';
import { useDomainLabels } from '@/features/ui/domain-labels';
import { MixedText } from '@/features/ui/MixedText';
import { UserText } from '@/features/ui/UserText';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { LocaleLink as Link } from '@/i18n/LocaleLink';
import { useTranslations } from 'next-intl';
import { useDeferredValue, useState } from 'react';
import { LinkButton } from '@/components/links';
import { PageSwitcher } from '@/features/dashboard/PageSwitcher';
import { PageTitle } from '@/features/dashboard/PageTitle';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { DateField } from '@/features/ui/DateField';
import { EnumSelect } from '@/features/ui/EnumSelect';
import { STATUS_COLOR } from './labels';

const PAGE = 12;

/** The member's tickets with every §7 filter: text, statuses, categories, service and the submit date range. */
export function TicketList() {
  const t = useTranslations('tickets');
  const fmt = useFormat();
  const { TICKET_CATEGORY_LABELS, TICKET_SERVICE_LABELS, TICKET_STATUS_LABELS } = useDomainLabels();
  const [text, setText] = useState('');
  const [statuses, setStatuses] = useState<number[]>([]);
  const [categories, setCategories] = useState<number[]>([]);
  const [service, setService] = useState<number | ''>('');
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtered = [statuses.length > 0, categories.length > 0, service !== '', !!from, !!to].filter(Boolean).length;
  const search = useDeferredValue(text.trim());
  const list = useMemberEndpoint(api.listTickets, {
    query: {
      limit: PAGE,
      offset: (page - 1) * PAGE,
      search_text: search || undefined,
      search_type: 'or',
      search_mode: 'all',
      statuses: statuses.length ? statuses : undefined,
      category_ids: categories.length ? categories : undefined,
      service_id: service || undefined,
      submit_date_from: from ?? undefined,
      submit_date_to: to ?? undefined,
    },
  });
  const reset =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setPage(1);
    };
  return (
    <Box>
      <PageTitle
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          <LinkButton href="/dashboard/tickets/new" variant="contained" startIcon={<Add />} data-testid="new-ticket">
            {t('new')}
          </LinkButton>
        }
      />
      <Paper
        variant="outlined"
        sx={{
          p: 2,
          mb: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
        }}
        role="search"
      >
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
          <TextField
            label={t('search')}
            type="search"
            value={text}
            onChange={(e) => reset(setText)(e.target.value)}
            sx={{ flexGrow: 1 }}
          />
          {/* On phones the other filters fold away under this button (six stacked fields pushed the list off screen). */}
          <Button
            variant={filtersOpen ? 'contained' : 'outlined'}
            onClick={() => setFiltersOpen((o) => !o)}
            aria-expanded={filtersOpen}
            aria-controls="ticket-filters"
            startIcon={<FilterList />}
            sx={{ display: { sm: 'none' }, flexShrink: 0, minHeight: 56 }}
          >
            {filtered ? t('filtersN', { n: filtered }) : t('filters')}
          </Button>
        </Box>
        <Box id="ticket-filters" sx={{ display: { xs: filtersOpen ? 'grid' : 'none', sm: 'contents' }, gap: 2 }}>
          <EnumSelect
            multiple
            label={t('status')}
            labels={TICKET_STATUS_LABELS}
            value={statuses}
            onChange={reset(setStatuses)}
          />
          <EnumSelect
            multiple
            label={t('category')}
            labels={TICKET_CATEGORY_LABELS}
            value={categories}
            onChange={reset(setCategories)}
          />
          <EnumSelect
            label={t('service')}
            labels={TICKET_SERVICE_LABELS}
            value={service}
            onChange={reset(setService)}
            empty={t('any')}
          />
          <DateField label={t('from')} value={from} onChange={reset(setFrom)} maxDate={to ?? undefined} />
          <DateField label={t('to')} value={to} onChange={reset(setTo)} minDate={from ?? undefined} />
        </Box>
      </Paper>
      <Paper variant="outlined">
        {list.isPending ? (
          <Skeleton height={160} sx={{ mx: 2 }} />
        ) : list.data?.data.length ? (
          <List disablePadding component="div" data-testid="ticket-list">
            {list.data.data.map((ticket) => (
              <ListItemButton
                key={ticket.id}
                component={Link}
                href={`/dashboard/tickets/${ticket.id}`}
                divider
                sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', gap: 1, py: 1.5 }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }} noWrap>
                    <UserText>{ticket.title}</UserText>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {/* A category such as «رزرو خدمات فرودگاهی (CIP)»: its Latin run isolated in right-to-left text. */}
                    <MixedText>
                      {t('ticketLine', {
                        no: fmt.digits(String(ticket.id)),
                        category: TICKET_CATEGORY_LABELS[ticket.category_id] ?? '',
                        date: fmt.dateTime(ticket.updated_at),
                      })}
                    </MixedText>
                  </Typography>
                  {ticket.order && (
                    <Typography variant="body2" color="text.secondary" data-testid="ticket-row-order">
                      {t('aboutOrder', { kind: ticket.order.kind === 'cip' ? t('cipOrder') : t('storeOrder') })}{' '}
                      <bdi>{fmt.digits(ticket.order.reference)}</bdi>
                    </Typography>
                  )}
                </Box>
                <Chip
                  size="small"
                  variant="outlined"
                  // The status colour on the border: info text or fill with white is below axe's 4.5:1 contrast.
                  sx={{ color: 'text.primary' }}
                  color={STATUS_COLOR[ticket.status]}
                  label={TICKET_STATUS_LABELS[ticket.status as TicketStatus]}
                />
              </ListItemButton>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="tickets-empty">
            {filtered === 0 && !search ? t('emptyNew') : t('empty')}
          </Typography>
        )}
      </Paper>
      <PageSwitcher total={list.data?.paging.total ?? 0} limit={PAGE} page={page} onChange={setPage} />
    </Box>
  );
}
