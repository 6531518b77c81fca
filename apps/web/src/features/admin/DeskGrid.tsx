'use client';

import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactElement, ReactNode } from 'react';
import { Datagrid, FunctionField, type RaRecord, SimpleList } from 'react-admin';
import { M } from './messages';

/** One column of a desk list: its Persian label and how a row shows it. */
export interface DeskColumn<R> {
  label: string;
  render: (record: R) => ReactNode;
  /** The field the list sorts by when the column's header is clicked (only where the contract's list takes it). */
  sortBy?: string;
  /** Left out of the narrow screen's card (it already says it in its heading). */
  inCard?: false;
}

/**
 * A desk's rows that fit the screen: on a wide screen a Datagrid whose cells wrap and whose actions come first (the
 * right-most column, where a right-to-left reader starts); on a narrow one react-admin's SimpleList, one card per row
 * with a heading, each column as «label: value» and the actions under them. Nothing is wider than the page, so the
 * approve and ship buttons are never off-screen.
 */
export function DeskGrid<R extends object>({
  heading,
  columns,
  actions,
  rowClick = false,
  expand,
}: {
  /** The card's heading on a narrow screen (a reference, a name). */
  heading: (record: R) => ReactNode;
  columns: DeskColumn<R>[];
  actions?: (record: R) => ReactNode;
  /** Where a row leads when clicked (react-admin's edit or show), or nowhere. */
  rowClick?: 'edit' | 'show' | false;
  /** More of a row, opened under it (a Datagrid expand; a disclosure in the card). */
  expand?: ReactElement;
}) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });
  if (narrow) {
    return (
      <SimpleList<R & RaRecord>
        data-testid="desk-cards"
        rowClick={rowClick}
        primaryText={(r) => (
          <Box component="span" sx={{ fontWeight: 700 }}>
            {heading(r)}
          </Box>
        )}
        // A card that is itself a link holds no buttons (nested controls); its page has them.
        secondaryText={(r) => (
          <CardLines record={r} columns={columns} actions={rowClick ? undefined : actions} expand={expand} />
        )}
        sx={{
          '& .MuiListItem-root': { borderBottom: 1, borderColor: 'divider' },
          '& .MuiListItemText-root': { minWidth: 0, overflowWrap: 'anywhere' },
          // A long Latin run (an e-mail, an address) breaks on a phone rather than widening the page.
          '& bdi': { whiteSpace: 'normal !important' },
        }}
      />
    );
  }
  return (
    <Box sx={{ maxWidth: '100%', overflowX: 'auto' }} data-testid="desk-grid">
      <Datagrid
        bulkActionButtons={false}
        rowClick={expand ? 'expand' : rowClick}
        expand={expand}
        sx={{
          '& td, & th': { whiteSpace: 'normal', overflowWrap: 'anywhere', verticalAlign: 'top', px: 1 },
          '& th': { overflowWrap: 'normal' },
        }}
      >
        {actions && (
          <FunctionField<R & RaRecord>
            label={M.fields.action}
            sortable={false}
            render={(r) => <ActionBox>{actions(r)}</ActionBox>}
          />
        )}
        {columns.map((c) => (
          <FunctionField<R & RaRecord>
            key={c.label}
            label={c.label}
            source={c.sortBy}
            sortable={Boolean(c.sortBy)}
            render={(r) => c.render(r)}
          />
        ))}
      </Datagrid>
    </Box>
  );
}

/** The actions of a row, wrapping onto a second line rather than widening the row. */
const ActionBox = ({ children }: { children: ReactNode }) => (
  <Box
    component="span"
    // A button's label never breaks inside a word: the buttons wrap as wholes.
    sx={{
      display: 'flex',
      flexWrap: 'wrap',
      gap: 1,
      alignItems: 'center',
      overflowWrap: 'normal',
      '& .MuiButton-root': { whiteSpace: 'nowrap' },
    }}
    onClick={(e) => e.stopPropagation()}
  >
    {children}
  </Box>
);

/**
 * A card's body: «label: value» lines, then the actions. Its root is a Typography, so the list item keeps it as it is
 * instead of wrapping it in a paragraph (a disclosure or a table may not sit in a <p>).
 */
function CardLines<R extends object>({
  record,
  columns,
  actions,
  expand,
}: {
  record: R;
  columns: DeskColumn<R>[];
  actions?: (record: R) => ReactNode;
  expand?: ReactElement;
}) {
  return (
    <Typography component="div" variant="body2" sx={{ color: 'text.primary', overflowWrap: 'anywhere' }}>
      {columns
        .filter((c) => c.inCard !== false)
        .map((c) => (
          <Box component="span" key={c.label} sx={{ display: 'block', py: 0.25 }}>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {c.label}:
            </Box>{' '}
            {c.render(record)}
          </Box>
        ))}
      {expand && (
        <Box component="details" sx={{ display: 'block', mt: 1 }}>
          <Box component="summary" sx={{ cursor: 'pointer' }}>
            {M.actions.more}
          </Box>
          {expand}
        </Box>
      )}
      {actions && (
        <Box component="span" sx={{ display: 'block', mt: 1 }}>
          <ActionBox>{actions(record)}</ActionBox>
        </Box>
      )}
    </Typography>
  );
}
