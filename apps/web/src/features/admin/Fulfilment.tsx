'use client';

import Box from '@mui/material/Box';
import { api, shipBody, stockAdjustmentBody } from '@vip/contract';
import { toPersianDigits } from '@vip/domain';
import { SelectInput, useListContext } from 'react-admin';
import { choicesOf } from './choices';
import { DeskForm } from './DeskForm';
import { type DeskColumn, DeskGrid } from './DeskGrid';
import { M } from './messages';
import { type DeskStoreOrder, PackingSlipButton, promisedDays } from './PackingSlip';
import { BodyDialogButton, CallButton, Fa, Latin, Money, When, DeskList } from './ui';

const filters = [
  <SelectInput key="stage" source="stage" label={M.fields.stage} choices={choicesOf(M.stages)} alwaysOn />,
];

/** Fulfilment: paid store orders to ship (with a tracking number), on the way, delivered. */
export function StoreOrderList() {
  return (
    <DeskList filters={filters} filterDefaultValues={{ stage: 'to_ship' }}>
      <StoreOrderGrid />
    </DeskList>
  );
}

/** The rows of one stage: the packing queue leaves out the shipment's columns, which are all empty there. */
function StoreOrderGrid() {
  const { filterValues } = useListContext();
  const shipped = filterValues.stage !== undefined && filterValues.stage !== 'to_ship';
  const columns: DeskColumn<DeskStoreOrder>[] = [
    { label: M.fields.reference, render: (r) => <Latin>{r.reference}</Latin>, inCard: false },
    {
      label: M.fields.items,
      render: (r) => (
        <Box component="span" sx={{ display: 'block' }}>
          {r.items.map((item) => (
            <Box component="span" key={item.product_id} sx={{ display: 'block' }}>
              {item.title} × <Fa n={item.quantity} />
            </Box>
          ))}
        </Box>
      ),
    },
    { label: M.fields.total, render: (r) => <Money rial={r.total_price} /> },
    {
      label: M.fields.recipient,
      render: (r) => (
        <span>
          {r.recipient_name} <Latin>{r.recipient_mobile}</Latin>
          <br />
          {[r.province, r.city].filter(Boolean).join('، ')} – {r.address}
          <br />
          {M.packing.postalCode}: <Latin>{toPersianDigits(r.postal_code)}</Latin>
        </span>
      ),
    },
    {
      label: M.packing.shipping,
      render: (r) =>
        r.shipping ? (
          <span>
            {r.shipping.title}
            <br />
            {promisedDays(r.shipping)}
          </span>
        ) : (
          M.noValue
        ),
    },
    { label: M.fields.paidAt, render: (r) => <When at={r.paid_at} /> },
  ];
  if (shipped) {
    columns.push(
      {
        label: M.fields.tracking,
        render: (r) => (r.tracking_number ? <Latin>{r.tracking_number}</Latin> : M.noValue),
      },
      { label: M.fields.shippedAt, render: (r) => <When at={r.shipped_at} /> },
      { label: M.fields.deliveredAt, render: (r) => <When at={r.delivered_at} /> },
    );
  }
  return (
    <DeskGrid<DeskStoreOrder>
      heading={(r) => (
        <span>
          <Latin>{r.reference}</Latin> – {r.recipient_name}
        </span>
      )}
      columns={columns}
      actions={(r) => (
        <>
          <PackingSlipButton order={r} />
          {!r.shipped_at && (
            <BodyDialogButton
              label={M.actions.ship}
              title={`${M.actions.shipTitle} ${r.reference}`}
              schema={shipBody}
              field="tracking_number"
              fieldLabel={M.fields.tracking}
              dir="ltr"
              run={(staffApi, body) => staffApi(api.adminShipStoreOrder, { params: { id: r.order_id }, body })}
            />
          )}
          {r.shipped_at && !r.delivered_at && (
            <CallButton
              label={M.actions.delivered}
              run={(staffApi) => staffApi(api.adminDeliverStoreOrder, { params: { id: r.order_id } })}
            />
          )}
        </>
      )}
    />
  );
}

/** Fulfilment: stock received or lost, with a required reason (never below zero). */
export function StockPage() {
  return (
    <DeskForm
      title={M.stock.title}
      intro={M.stock.intro}
      param={{ name: 'product_id', label: M.fields.productId, kind: 'id' }}
      fields={[
        { name: 'delta', label: M.fields.delta, kind: 'int' },
        { name: 'reason', label: M.fields.reason, kind: 'text' },
      ]}
      schema={stockAdjustmentBody}
      action={M.stock.action}
      submit={async (staffApi, body, id) => {
        const { data } = await staffApi(api.adminAdjustStock, { params: { id }, body });
        return `${data.title} – ${M.stock.done}: ${toPersianDigits(data.stock)}`;
      }}
    />
  );
}
