// A travel agency's developer integrates from the agency document alone (/docs/agency/json): the SDK generated from
// it type-checks strictly without patches, and with nothing but the agency's key it finds a flight, reads the
// services with the agency's prices, books for a customer on credit, reads the booking back and the month's statement.
import type { agencyFlightServiceView } from '@vip/contract';
import { agencyPriceOf, toJalaliParts } from '@vip/domain';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { agencyUsers } from '../src/modules/agency/schema';
import { agencyWithKey } from '../src/modules/agency/test-util';
import { passenger, signIn } from '../src/modules/cipservice/test-util';
import { tehranDate } from '../src/modules/cipservice/schedule';
import { importSdk, typecheckSdk, useSdkServer } from './sdk-generate';

const server = useSdkServer('agency', '/docs/agency/json');

type AgencyFlightService = z.infer<typeof agencyFlightServiceView>;

it('the agency SDK type-checks under strict settings, as generated, and holds only agency functions', async () => {
  expect(await typecheckSdk(server.dir)).toBe('');
  const { sdk } = await importSdk(server.dir);
  const functions = Object.keys(sdk).filter((k) => typeof sdk[k] === 'function' && /^agency/.test(k));
  expect(functions).toEqual(
    expect.arrayContaining(['agencyListFlights', 'agencyCreateCipOrder', 'agencyGetStatement']),
  );
  expect(sdk.createCipOrder).toBeUndefined();
  expect(sdk.adminListStaff).toBeUndefined();
}, 120_000);

it('finds a flight, prices its services, books for a customer on credit and reads it back with the statement', async () => {
  const { agency, key } = await agencyWithKey(server.api.app.db, {
    name: 'آژانس مسافرتی پرواز',
    commissionBp: 1000,
    creditLimitRials: 500_000_000,
  });
  // The agency's owner on the site: the booking sits under their account (the agency's money never in their wallet).
  const owner = await signIn(() => server.api);
  await server.api.app.db.insert(agencyUsers).values({ agencyId: agency.id, memberId: owner.memberId, role: 'owner' });

  const { sdk, client } = await importSdk(server.dir);
  client.setConfig({
    baseUrl: server.baseUrl,
    auth: (a: { name?: string }) => (a.name === 'x-agency-key' ? key : undefined),
    throwOnError: true as const,
  });

  let flight: { id: number; flight_number: string } | undefined;
  for (let day = 5; !flight && day < 12; day++) {
    const list = await sdk.agencyListFlights({ query: { date: tehranDate(new Date(), day), searchtext: 'IR 311' } });
    flight = list.data.data.find((f: { flight_number: string }) => f.flight_number === 'IR 311');
  }
  expect(flight).toBeDefined();

  const services = await sdk.agencyFlightServices({ path: { id: flight!.id } });
  expect(services.data.data.commission_percent).toBe(10);
  // The CIP lounge at departure, as the agency's SDK answers it (with its prices).
  const cip = (services.data.data.departure as AgencyFlightService[]).find((s) => s.service_type === 2)!;
  const adult = cip.agency_prices.passenger.adult;
  expect(adult).toEqual(agencyPriceOf(adult.gross, 1000));
  expect(adult.net).toBeLessThan(adult.gross);

  const before = await sdk.agencyGetAccount();
  expect(before.data.data).toMatchObject({ agency_id: agency.id, credit_limit: 500_000_000, used: 0 });

  const body = {
    customer: { full_name: 'مریم احمدی', mobile: '09127654321' },
    flight_orders: [
      {
        order_type: 0,
        flight_id: flight!.id,
        flight_class: 4,
        passengers: [passenger()],
        reservations: [{ reservation_type: 0, service_id: cip.id }],
      },
    ],
  };
  const created = await sdk.agencyCreateCipOrder({ body, headers: { 'Idempotency-Key': `agency-sdk-${agency.id}` } });
  expect(created.response.status).toBe(201);
  const order = created.data.data;
  expect(order.customer).toEqual({ full_name: 'مریم احمدی', mobile: '09127654321' });
  expect(order.agency_price).toEqual(agencyPriceOf(order.total_price, 1000));

  const read = await sdk.agencyGetCipOrder({ path: { id: order.id } });
  expect(read.data.data.reference).toBe(order.reference);
  const list = await sdk.agencyListCipOrders({});
  expect(list.data.data.map((o: { id: number }) => o.id)).toEqual([order.id]);

  const after = await sdk.agencyGetAccount();
  expect(after.data.data.used).toBe(order.agency_price.net);
  expect(after.data.data.available).toBe(500_000_000 - order.agency_price.net);

  const now = toJalaliParts(new Date())!;
  const month = `${now.year}-${String(now.month).padStart(2, '0')}`;
  const statement = await sdk.agencyGetStatement({ query: { month } });
  expect(statement.data.data.totals).toEqual(order.agency_price);
  expect(statement.data.data.lines.map((l: { order_reference: string | null }) => l.order_reference)).toEqual([
    order.reference,
  ]);
  expect(statement.data.data.closing_balance).toBe(-order.agency_price.net);

  // Another agency's key reads none of it.
  const other = await agencyWithKey(server.api.app.db, { name: 'آژانس دیگر' });
  const foreign = await sdk.agencyGetCipOrder({
    path: { id: order.id },
    auth: () => other.key,
    throwOnError: false,
  });
  expect(foreign.response.status).toBe(404);
}, 120_000);
