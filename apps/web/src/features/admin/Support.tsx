'use client';

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { api } from '@vip/contract';
import { TICKET_CATEGORY_LABELS, TICKET_ROLE_LABELS, TICKET_STATUS_LABELS, type TicketStatus } from '@vip/domain';
import { Datagrid, FunctionField, SelectInput } from 'react-admin';
import { choicesOf } from './choices';
import { M } from './messages';
import { CallButton, DeskList, Fa, When } from './ui';

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
      <Datagrid bulkActionButtons={false} rowClick="show">
        <FunctionField<DeskTicket> label="#" render={(r) => <Fa n={r.id} />} />
        <FunctionField<DeskTicket> label={M.fields.title} render={(r) => r.title} />
        <FunctionField<DeskTicket> label={M.fields.member} render={(r) => r.member_name} />
        <FunctionField<DeskTicket>
          label={M.fields.status}
          render={(r) => TICKET_STATUS_LABELS[r.status as TicketStatus]}
        />
        <FunctionField<DeskTicket> label={M.fields.category} render={(r) => TICKET_CATEGORY_LABELS[r.category_id]} />
        <FunctionField<DeskTicket> label={M.fields.desk} render={(r) => TICKET_ROLE_LABELS[r.role_id]} />
        <FunctionField<DeskTicket> label={M.fields.replies} render={(r) => <Fa n={r.reply_count} />} />
        <FunctionField<DeskTicket> label={M.fields.assignee} render={(r) => r.assignee_name ?? M.noValue} />
        <FunctionField<DeskTicket> label={M.fields.createdAt} render={(r) => <When at={r.created_at} />} />
      </Datagrid>
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
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <FunctionField<DeskReview> label={M.fields.product} render={(r) => <Fa n={`#${r.product_id}`} />} />
        <FunctionField<DeskReview> label={M.fields.author} render={(r) => r.author_name} />
        <FunctionField<DeskReview>
          label={M.fields.title}
          render={(r) => (
            <Box>
              <Typography sx={{ fontWeight: 700 }}>{r.title}</Typography>
              <Typography variant="body2">{r.description}</Typography>
            </Box>
          )}
        />
        <FunctionField<DeskReview> label={M.fields.rate} render={(r) => <Fa n={r.rate} />} />
        <FunctionField<DeskReview> label={M.fields.status} render={(r) => M.reviewStates[r.status]} />
        <FunctionField<DeskReview>
          label={M.fields.action}
          render={(r) => (
            <Stack direction="row" spacing={1}>
              {r.status !== 1 && (
                <CallButton
                  label={M.actions.publish}
                  run={(staffApi) =>
                    staffApi(api.adminModerateReview, { params: { id: r.id }, body: { decision: 'approve' } })
                  }
                />
              )}
              {r.status !== 2 && (
                <CallButton
                  label={M.actions.hide}
                  color="inherit"
                  variant="outlined"
                  run={(staffApi) =>
                    staffApi(api.adminModerateReview, { params: { id: r.id }, body: { decision: 'hide' } })
                  }
                />
              )}
            </Stack>
          )}
        />
      </Datagrid>
    </DeskList>
  );
}
