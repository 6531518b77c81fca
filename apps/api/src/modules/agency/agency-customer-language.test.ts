// An agency booking made under /v1/agency/en/… or /ar/… records that language for its customer (who has no account
// to remember one): the customer's SMS, the cancellation's included, are written in it; a Persian call stays Persian.
import { type AgencyCipOrder, agencyEndpoints as ag, type EndpointDef, type Lang, localizedPath } from '@vip/contract';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { agencyCall, customer, makeAgency } from '../../../test/agency-fixtures';
import { describeEachBackend } from '../../../test/helpers';
import { bookingBody, cipOf, flightWithServices, passenger } from '../cipservice/test-util';
import { outbox } from '../../outbox/schema';

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
const PERSIAN_ONLY = /[پچژگکی۰-۹]/;

describeEachBackend('an agency customer’s SMS in the language the agency booked in', (api) => {
  const inLang = (lang: Lang, endpoint: EndpointDef) => ({ ...endpoint, path: localizedPath(endpoint.path, lang) });

  /** Books and cancels through the agency API in `lang`; answers the SMS the customer got, oldest first. */
  async function bookAndCancel(lang: Lang, days: number, mobile: string) {
    const { key } = await makeAgency(api);
    const { flight, services } = await flightWithServices(api, 'IR 201', days);
    const body = {
      ...bookingBody(flight.id, [{ reservation_type: 0, service_id: cipOf(services.departure).id }], [passenger()]),
      customer: customer(mobile),
    };
    const made = await agencyCall(
      api,
      inLang(lang, ag.agencyCreateCipOrder),
      key,
      { body },
      { 'idempotency-key': mobile },
    );
    expect(made.statusCode, made.body).toBe(201);
    const order = made.json().data as AgencyCipOrder;
    const cancel = await agencyCall(api, inLang(lang, ag.agencyCancelCipOrder), key, {
      params: { id: order.id },
      body: {},
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const sms = await api().app.db.select().from(outbox).where(eq(outbox.recipient, mobile)).orderBy(outbox.id);
    const canceled = sms.find((m) => m.template === 'cip-canceled');
    expect(canceled, 'the cancellation SMS').toBeDefined();
    return { order, sms, canceled: canceled!.body };
  }

  it('English: every SMS in English, the refund said to go through the agency', async () => {
    const { order, sms, canceled } = await bookAndCancel('en', 9, '09351118801');
    expect(canceled).toBe(
      `Aseman VIP: booking ${order.reference} is cancelled. Any refund is made through your travel agency.`,
    );
    for (const m of sms) expect(m.body).not.toMatch(ARABIC_SCRIPT);
  });

  it('Arabic: every SMS in Arabic with no Persian-only letter', async () => {
    const { sms, canceled } = await bookAndCancel('ar', 10, '09351118802');
    expect(canceled).toContain('يُسترد أي مبلغ عن طريق وكالة السفر');
    for (const m of sms) expect(m.body).not.toMatch(PERSIAN_ONLY);
  });

  it('Persian as before', async () => {
    const { canceled } = await bookAndCancel('fa', 11, '09351118803');
    expect(canceled).toContain('بازگشت وجه آن از طریق آژانس شما انجام می‌شود');
  });
});
