// An integrator of the storefront reads the public document alone: a mainstream generator
// (@hey-api/openapi-ts, with its zod plugin validating every answer) makes a TypeScript SDK that type-checks strictly
// without patches, and that SDK signs in, books and pays a VIP service and reads it back over a real socket.
import { expect, it } from 'vitest';
import { memberClient } from '../src/modules/member/test-util';
import { cipOf, passenger, topUp } from '../src/modules/cipservice/test-util';
import { tehranDate } from '../src/modules/cipservice/schedule';
import { TEST_API_KEY } from './helpers';
import { importSdk, typecheckSdk, useSdkServer } from './sdk-generate';

const server = useSdkServer('public', '/docs/json');

it('the generated SDK type-checks under strict settings, as generated', async () => {
  expect(await typecheckSdk(server.dir)).toBe('');
}, 120_000);

it('books, pays and reads back a VIP service with the SDK, every answer valid against the document', async () => {
  const { sdk, client } = await importSdk(server.dir);
  let token = '';
  const options = {
    baseUrl: server.baseUrl,
    auth: (a: { name?: string; scheme?: string }) => (a.name === 'x-api-key' ? TEST_API_KEY : token),
    throwOnError: true as const,
  };
  client.setConfig(options);

  // Sign in by mobile and SMS code (the code read from the development outbox, as the member reads the SMS).
  const mobile = memberClient(() => server.api).mobile();
  await sdk.requestSigninCode({ body: { mobile }, headers: { 'x-client-ip': '10.77.0.1' } });
  const code = await memberClient(() => server.api).lastCode(mobile);
  const signedIn = await sdk.verifySigninCode({ body: { mobile, code }, headers: { 'x-client-ip': '10.77.0.1' } });
  token = signedIn.data.data.access_token;
  expect(token).toMatch(/^eyJ/);

  // Find Iran Air 311 a few days ahead, and its CIP lounge at departure.
  let flight: { id: number; flight_number: string } | undefined;
  for (let day = 5; !flight && day < 12; day++) {
    const list = await sdk.listBriefFlights({ query: { date: tehranDate(new Date(), day), searchtext: 'IR 311' } });
    flight = list.data.data.find((f: { flight_number: string }) => f.flight_number === 'IR 311');
  }
  expect(flight).toBeDefined();
  const services = await sdk.getFlightServices({ path: { id: flight!.id } });
  const cip = cipOf(services.data.data.departure);

  const body = {
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
  const created = await sdk.createCipOrder({ body, headers: { 'Idempotency-Key': `sdk-${mobile}` } });
  expect(created.response.status).toBe(201);
  const order = created.data.data;
  expect(order.total_price).toBeGreaterThan(0);

  await topUp(server.api.app.db, signedIn.data.data.member.id, order.total_price);
  const paid = await sdk.payCipOrder({ path: { id: order.id }, body: { gateway: 'credit' } });
  expect(paid.data.data.paid).toBe(true);

  const read = await sdk.getCipOrder({ path: { id: order.id } });
  expect(read.data.data.reference).toBe(order.reference);
  expect(read.data.data.total_price).toBe(order.total_price);

  // Sign-out declares the bearer token, so the SDK sends it and the session really ends.
  await sdk.signout({ body: {} });
  const after = await sdk.getCipOrder({ path: { id: order.id }, throwOnError: false });
  expect(after.response.status).toBe(401);
}, 120_000);
