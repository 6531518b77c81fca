'use client';

import Box from '@mui/material/Box';
import { TICKET_CATEGORY_LABELS, TICKET_ROLE_LABELS, TICKET_STATUS_LABELS, type TicketStatus } from '@vip/domain';
import { SelectInput } from 'react-admin';
import { choicesOf } from './choices';
import { DeskGrid } from './DeskGrid';
import { M } from './messages';
import { DeskList, Fa, UndoableButton, When } from './ui';

type DeskTicket = {
  id: number;
  member_name: string;
  title: string;
  description: string;
  status: number;
  category_id: number;
  role_id: number;
  reply_count: number;
  assignee_name: string | null;
  created_at: string;
  updated_at: string;
};

const ticketFilters = [
  <SelectInput
    key="status"
    source="status"
    label={M.fields.status}
    choices={choicesOf(TICKET_STATUS_LABELS)}
    alwaysOn
  />,
  <SelectInput
    key="category_id"
    source="category_id"
    label={M.fields.category}
    choices={choicesOf(TICKET_CATEGORY_LABELS)}
    alwaysOn
  />,
  <SelectInput key="role_id" source="role_id" label={M.fields.desk} choices={choicesOf(TICKET_ROLE_LABELS)} alwaysOn />,
];

/** Support: tickets by status, category and desk; open one to read, answer or close it. */
export function TicketList() {
  return (
    <DeskList filters={ticketFilters}>
      <DeskGrid<DeskTicket>
        rowClick="show"
        heading={(r) => (
          <span>
            <Fa n={`#${r.id}`} /> – {r.title}
          </span>
        )}
        columns={[
          { label: '#', render: (r) => <Fa n={r.id} />, inCard: false },
          { label: M.fields.title, render: (r) => r.title, inCard: false },
          { label: M.fields.member, render: (r) => r.member_name },
          { label: M.fields.status, render: (r) => TICKET_STATUS_LABELS[r.status as TicketStatus] },
          { label: M.fields.category, render: (r) => TICKET_CATEGORY_LABELS[r.category_id] },
          { label: M.fields.desk, render: (r) => TICKET_ROLE_LABELS[r.role_id] },
          { label: M.fields.replies, render: (r) => <Fa n={r.reply_count} /> },
          { label: M.fields.assignee, render: (r) => r.assignee_name ?? M.noValue },
          { label: M.fields.createdAt, render: (r) => <When at={r.created_at} /> },
        ]}
      />
    </DeskList>
  );
}

type DeskReview = {
  id: number;
  product_id: number;
  author_name: string;
  title: string;
  description: string;
  rate: number;
  status: number;
  created_at: string;
};

const reviewFilters = [
  <SelectInput key="status" source="status" label={M.fields.status} choices={choicesOf(M.reviewStates)} alwaysOn />,
];

/** Support: member reviews to publish or hide. */
export function ReviewList() {
  return (
    <DeskList filters={reviewFilters} filterDefaultValues={{ status: '0' }}>
      <DeskGrid<DeskReview>
        heading={(r) => (
          <span>
            {r.title} – {r.author_name}
          </span>
        )}
        actions={(r) => (
          <>
            {r.status !== 1 && (
              <UndoableButton
                resource="reviews"
                record={r}
                data={{ decision: 'approve', status: 1 }}
                label={M.actions.publish}
                done={M.actions.published}
                data-testid={`publish-review-${r.id}`}
              />
            )}
            {r.status !== 2 && (
              <UndoableButton
                resource="reviews"
                record={r}
                data={{ decision: 'hide', status: 2 }}
                label={M.actions.hide}
                done={M.actions.hidden}
                color="inherit"
                variant="outlined"
                data-testid={`hide-review-${r.id}`}
              />
            )}
          </>
        )}
        columns={[
          { label: M.fields.product, render: (r) => <Fa n={`#${r.product_id}`} /> },
          { label: M.fields.author, render: (r) => r.author_name, inCard: false },
          {
            label: M.fields.title,
            render: (r) => (
              <Box component="span" sx={{ display: 'block' }}>
                <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
                  {r.title}
                </Box>
                <Box component="span" sx={{ display: 'block' }}>
                  {r.description}
                </Box>
              </Box>
            ),
          },
          { label: M.fields.rate, render: (r) => <Fa n={r.rate} /> },
          { label: M.fields.status, render: (r) => M.reviewStates[r.status] },
        ]}
      />
    </DeskList>
  );
}
