'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { type AnswerOf, adjustmentBody, api, orderRefundBody, refuseBody } from '@vip/contract';
import { formatToman, toPersianDigits } from '@vip/domain';
import { useEffect, useState } from 'react';
import { SelectInput, Title } from 'react-admin';
import { choicesOf } from './choices';
import { DeskForm } from './DeskForm';
import { DeskGrid } from './DeskGrid';
import { dateOfIso, isoOfDate, todayIso } from './inputs';
import { M } from './messages';
import { useStaffApi } from './staff-api-context';
import { BodyDialogButton, CallButton, DownloadButton, Fa, Latin, Money, When, DeskList } from './ui';

type CreditRequest = {
  id: number;
  member_id: number;
  member_name: string;
  member_mobile: string | null;
  value: number;
  deposit_source: string;
  description: string;
  state: 'pending' | 'approved' | 'rejected';
  attachment_id: number | null;
  receipt_name: string | null;
  review_note: string | null;
  created_at: string;
};

const filters = [
  <SelectInput key="state" source="state" label={M.fields.state} choices={choicesOf(M.creditStates)} alwaysOn />,
];

/** The member as finance names them: the name and the mobile. */
const memberOf = (r: { member_name: string; member_mobile: string | null }) => (
  <span>
    {r.member_name} {r.member_mobile ? <Latin>{r.member_mobile}</Latin> : null}
  </span>
);

/** Approve a pending top-up (after the confirmation naming the member and the amount) or refuse it with a reason. */
function RequestDecision({ request: r }: { request: CreditRequest }) {
  return (
    <>
      <CallButton
        label={M.actions.approve}
        data-testid={`approve-${r.id}`}
        confirm={{
          title: M.confirmMoney.approveTitle,
          content: M.confirmMoney.approve(formatToman(r.value), M.confirmMoney.member(r.member_name, r.member_mobile)),
        }}
        run={(staffApi) => staffApi(api.adminApproveCreditRequest, { params: { id: r.id } })}
      />
      <BodyDialogButton
        label={M.actions.reject}
        title={M.actions.rejectTitle}
        schema={refuseBody}
        field="reason"
        fieldLabel={M.fields.reason}
        multiline
        color="error"
        run={(staffApi, body) => staffApi(api.adminRefuseCreditRequest, { params: { id: r.id }, body })}
      />
    </>
  );
}

/** Finance: offline top-ups with their receipts, approved (the ledger top-up) or refused with a reason. */
export function CreditRequestList() {
  return (
    <DeskList filters={filters} filterDefaultValues={{ state: 'pending' }}>
      <DeskGrid<CreditRequest>
        heading={(r) => (
          <span>
            {memberOf(r)} – <Money rial={r.value} />
          </span>
        )}
        actions={(r) => (r.state === 'pending' ? <RequestDecision request={r} /> : null)}
        columns={[
          { label: M.fields.member, render: memberOf, inCard: false },
          { label: M.fields.amount, render: (r) => <Money rial={r.value} />, inCard: false },
          { label: M.fields.depositSource, render: (r) => r.deposit_source },
          { label: M.fields.description, render: (r) => r.review_note ?? r.description },
          {
            label: M.fields.receipt,
            render: (r) => (r.receipt_name ? <DownloadButton file={{ name: r.receipt_name }} /> : M.noValue),
          },
          { label: M.fields.createdAt, render: (r) => <When at={r.created_at} /> },
          { label: M.fields.state, render: (r) => M.creditStates[r.state] },
        ]}
      />
    </DeskList>
  );
}

/** Finance: a manual wallet adjustment (Toman typed, Rials sent) with its required reason. */
export function AdjustmentPage() {
  return (
    <DeskForm
      title={M.adjustment.title}
      intro={M.adjustment.intro}
      fields={[
        { name: 'member_id', label: M.fields.memberId, kind: 'id' },
        { name: 'amount', label: M.fields.amountToman, kind: 'toman' },
        { name: 'reason', label: M.fields.reason, kind: 'text' },
      ]}
      schema={adjustmentBody}
      action={M.actions.adjust}
      confirm={async (staffApi, body) => {
        const { data: member } = await staffApi(api.adminGetDeskMember, { params: { id: body.member_id } });
        return {
          title: M.adjustment.title,
          content: M.confirmMoney.adjust(
            body.amount,
            formatToman(Math.abs(body.amount)),
            M.confirmMoney.member(member.full_name, member.mobile),
            formatToman(member.balance),
            body.reason,
          ),
        };
      }}
      submit={async (staffApi, body) =>
        `${M.adjustment.done}: ${formatToman((await staffApi(api.adminAdjustCredit, { body })).data.balance_after)}`
      }
    />
  );
}

/** Finance: part or all of what an order received back to the wallet, with a required reason. */
export function RefundPage() {
  return (
    <DeskForm
      title={M.refund.title}
      intro={M.refund.intro}
      param={{ name: 'order_id', label: M.fields.orderId, kind: 'id' }}
      fields={[
        { name: 'amount', label: M.fields.refundToman, kind: 'toman' },
        { name: 'reason', label: M.fields.reason, kind: 'text' },
      ]}
      schema={orderRefundBody}
      action={M.refund.action}
      confirm={async (staffApi, body, id) => {
        const { data: order } = await staffApi(api.adminGetRefundableOrder, { params: { id } });
        return {
          title: M.refund.title,
          content: M.confirmMoney.refund(
            formatToman(body.amount),
            order.reference,
            M.confirmMoney.member(order.member_name, order.member_mobile),
            formatToman(order.paid_amount - order.refunded_amount),
            body.reason,
          ),
        };
      }}
      submit={async (staffApi, body, id) => {
        const { data } = await staffApi(api.adminRefundOrder, { params: { id }, body });
        return `${M.refund.done}: ${formatToman(data.refunded_amount)}`;
      }}
    />
  );
}

type DeskPayment = AnswerOf<typeof api.adminListPaymentsToVerify>['data'][number];

/** Finance: bank payments the bank never answered about, oldest first; ask the bank again. */
export function PaymentList() {
  return (
    <DeskList>
      <DeskGrid<DeskPayment>
        heading={(r) => (
          <span>
            <Fa n={`#${r.id}`} /> – {r.member_name} – <Money rial={r.amount} />
          </span>
        )}
        actions={(r) => (
          <CallButton
            label={M.actions.verify}
            run={(staffApi) => staffApi(api.adminVerifyPayment, { params: { id: r.id } })}
          />
        )}
        columns={[
          { label: '#', render: (r) => <Fa n={r.id} />, inCard: false },
          { label: M.fields.member, render: (r) => r.member_name, inCard: false },
          {
            label: M.fields.purpose,
            render: (r) => (
              <span>
                {M.purposes[r.purpose]} {r.order_reference ? <Latin>{r.order_reference}</Latin> : null}
              </span>
            ),
          },
          { label: M.fields.amount, render: (r) => <Money rial={r.amount} />, inCard: false },
          { label: M.fields.gateway, render: (r) => <Latin>{r.gateway}</Latin> },
          { label: M.fields.description, render: (r) => r.message ?? M.noValue },
          { label: M.fields.attempts, render: (r) => <Fa n={r.verify_attempts} /> },
          { label: M.fields.createdAt, render: (r) => <When at={r.created_at} /> },
        ]}
      />
    </DeskList>
  );
}

type Reconciliation = AnswerOf<typeof api.adminReconciliation>['data'];

/** Finance: a Tehran day's bank payments against the wallet ledger, and each difference. */
export function ReconciliationPage() {
  const staffApi = useStaffApi();
  const [date, setDate] = useState(todayIso());
  const [day, setDay] = useState<Reconciliation | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setError(null);
    staffApi(api.adminReconciliation, { query: { date } })
      .then((a) => setDay(a.data))
      .catch((e: Error) => setError(e.message));
  }, [date, staffApi]);
  const line = (label: string, v: { count: number; sum: number }) => (
    <TableRow key={label}>
      <TableCell>{label}</TableCell>
      <TableCell>{toPersianDigits(v.count)}</TableCell>
      <TableCell>{formatToman(v.sum)}</TableCell>
    </TableRow>
  );
  return (
    <Box sx={{ p: 2, maxWidth: 900 }}>
      <Title title={M.reconciliation.title} />
      <Stack spacing={2}>
        <Typography component="h1" variant="h5">
          {M.reconciliation.title}
        </Typography>
        <DatePicker
          label={M.fields.date}
          value={dateOfIso(date)}
          onChange={(d) => d && !Number.isNaN(d.getTime()) && setDate(isoOfDate(d))}
          slotProps={{ textField: { size: 'small', sx: { maxWidth: 220 } } }}
        />
        {error && <Alert severity="error">{error}</Alert>}
        {day && (
          <>
            <Card variant="outlined">
              <CardContent>
                <Table size="small" aria-label={M.reconciliation.title}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{M.reconciliation.what}</TableCell>
                      <TableCell>{M.reconciliation.count}</TableCell>
                      <TableCell>{M.fields.amount}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {line(M.reconciliation.gatewayTotal, day.gateway.total)}
                    {line(M.reconciliation.gatewayOrders, day.gateway.orders)}
                    {line(M.reconciliation.gatewayTopups, day.gateway.topups)}
                    {line(M.reconciliation.ledgerTopup, day.ledger.topup)}
                    {line(M.reconciliation.ledgerPayment, day.ledger.payment)}
                    {line(M.reconciliation.ledgerRefund, day.ledger.refund)}
                    {line(M.reconciliation.ledgerAdjustment, day.ledger.adjustment)}
                    {line(M.reconciliation.walletPayments, day.wallet_payments)}
                  </TableBody>
                </Table>
              </CardContent>
            </Card>
            {day.issues.length === 0 ? (
              <Alert severity="success">{M.reconciliation.balanced}</Alert>
            ) : (
              day.issues.map((i) => (
                <Alert key={`${i.kind}-${i.payment_id}-${i.order_id}`} severity="warning">
                  {M.reconciliation.kinds[i.kind]} – {formatToman(i.amount)}
                  {i.order_reference ? (
                    <>
                      {' '}
                      – <Latin>{i.order_reference}</Latin>
                    </>
                  ) : null}{' '}
                  – {i.note}
                </Alert>
              ))
            )}
          </>
        )}
      </Stack>
    </Box>
  );
}
