import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agencyEndpoints as ep, type FlightServicesAnswer, cipserviceEndpoints } from '@vip/contract';
import { agencyPriceOf, toPersianDigits } from '@vip/domain';
import { expect, it } from 'vitest';
import { AGENCY_KEY_RULE } from '../src/modules/agency/rate-limit';
import { jalaliMonthWindow } from '../src/modules/agency/statement';
import { agencyWithKey, ledgerLine, seedLedger } from '../src/modules/agency/test-util';
import { flightWithServices, signIn } from '../src/modules/cipservice/test-util';
import { describeEachBackend } from './helpers';

// The agency API's catalogue, statement and rate limit (docs/agencies.md): the public answers priced for the key's
// agency, its own month only, and a budget of calls per key.

const withKey = (key: string) => ({ 'x-agency-key': key, 'x-api-key': '' });

describeEachBackend('agency API', (api, backend) => {
  it("lists the public flights and prices each service for the key's agency: gross, commission, net", async () => {
    const { agency, key } = await agencyWithKey(api().app.db, { commissionBp: 1250 });
    const { flight, services } = await flightWithServices(api, 'IR 311');

    const list = await api().call(
      ep.agencyListFlights,
      { query: { date: flight.date, searchtext: 'IR 311' } },
      withKey(key),
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((f: { id: number }) => f.id)).toContain(flight.id);

    const res = await api().call(ep.agencyFlightServices, { params: { id: flight.id } }, withKey(key));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.commission_percent).toBe(12.5);
    expect(data.flight.id).toBe(flight.id);
    // The same services as the public answer, each with its agency prices computed by the one domain function.
    const publicAnswer = services as FlightServicesAnswer['data'];
    expect(data.departure.map((s: { id: number }) => s.id)).toEqual(publicAnswer.departure.map((s) => s.id));
    expect(data.departure.length).toBeGreaterThan(0);
    for (const s of [...data.departure, ...data.arrival]) {
      const kind = flight.international ? 'international' : 'domestic';
      const iranian = s.tariff.fares?.iranian[kind] ?? s.tariff.passenger;
      const foreign = s.tariff.fares?.foreign[kind] ?? s.tariff.passenger;
      expect(s.agency_prices.passenger.adult).toEqual(agencyPriceOf(iranian.adult, 1250));
      expect(s.agency_prices.passenger.infant).toEqual(agencyPriceOf(iranian.infant, 1250));
      expect(s.agency_prices.foreign_passenger.child).toEqual(agencyPriceOf(foreign.child, 1250));
      expect(s.agency_prices.greeter_attendant.adult).toEqual(agencyPriceOf(s.tariff.greeter_attendant.adult, 1250));
      const adult = s.agency_prices.passenger.adult;
      expect(adult.commission).toBeGreaterThan(0);
      expect(adult.gross - adult.commission).toBe(adult.net);
    }
    expect(agency.id).toBeGreaterThan(0);

    const unknown = await api().call(ep.agencyFlightServices, { params: { id: 99_999_999 } }, withKey(key));
    expect([unknown.statusCode, unknown.json().error_code]).toEqual([404, 'not_found']);
    // The storefront key and a member's token are not an agency key.
    const member = await signIn(api);
    const asMember = await api().call(ep.agencyFlightServices, { params: { id: flight.id }, token: member.token });
    expect([asMember.statusCode, asMember.json().error_code]).toEqual([401, 'agency_key_missing']);
    const publicStill = await api().call(cipserviceEndpoints.getFlightServices, { params: { id: flight.id } });
    expect(publicStill.json().data.departure[0]).not.toHaveProperty('agency_prices');
  });

  it("answers the key's agency its own statement; another agency's lines stay out", async () => {
    const mine = await agencyWithKey(api().app.db, { name: 'آژانس صورت‌حساب' });
    const other = await agencyWithKey(api().app.db, { name: 'آژانس دیگر' });
    const inAzar = { at: new Date('2026-12-01T08:00:00Z') };
    await seedLedger(api().app.db, [
      ledgerLine(mine.agency.id, 'booking', -9_000_000, { ...inAzar, gross: 10_000_000 }),
      ledgerLine(other.agency.id, 'booking', -7_000_000, { ...inAzar, gross: 7_000_000 }),
    ]);
    const res = await api().call(ep.agencyGetStatement, { query: { month: '1405-09' } }, withKey(mine.key));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      month: '1405-09',
      totals: { gross: 10_000_000, commission: 1_000_000, net: 9_000_000 },
      closing_balance: -9_000_000,
    });
    expect(res.json().data.lines).toHaveLength(1);
    const bad = await api().call(ep.agencyGetStatement, { query: { month: '1405-13' } }, withKey(mine.key));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error_message).toMatch(/[\u0600-\u06FF]/);
  });

  it(`stops a key at call ${AGENCY_KEY_RULE.limit + 1} of its minute with 429 and Retry-After; another agency's key still works`, async () => {
    const busy = await agencyWithKey(api().app.db, { name: 'آژانس پرکار' });
    const calm = await agencyWithKey(api().app.db, { name: 'آژانس آرام' });
    // The window is the clock's minute: start early in one so all the calls fall inside it.
    const second = new Date().getUTCSeconds();
    if (second > 40) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
    const account = (key: string) => api().call(ep.agencyGetAccount, {}, withKey(key));
    for (let i = 0; i < AGENCY_KEY_RULE.limit; i++) {
      const ok = await account(busy.key);
      expect(ok.statusCode, `call ${i + 1}`).toBe(200);
    }
    const over = await account(busy.key);
    expect([over.statusCode, over.json().error_code]).toEqual([429, 'too_many_requests']);
    expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(over.json().error_message).toMatch(/[\u0600-\u06FF]/);
    // Every agency operation counts against the same key.
    const flights = await api().call(ep.agencyListFlights, { query: { date: '2026-12-01' } }, withKey(busy.key));
    expect(flights.statusCode).toBe(429);
    expect((await account(calm.key)).statusCode).toBe(200);
    // A wrong key is 401, never counted against anyone.
    expect((await account(`${busy.key}x`)).statusCode).toBe(401);
  }, 120_000);

  it.runIf(backend === 'pglite')(
    'prints the statement as a Persian PDF: title, agency, lines and totals in order',
    async () => {
      const { agency, key } = await agencyWithKey(api().app.db, { name: 'آژانس سفرهای آسمان' });
      const window = jalaliMonthWindow('1405-09')!;
      const at = (minutes: number) => new Date(window.from.getTime() + minutes * 60_000 + 86_400_000);
      await seedLedger(api().app.db, [
        ledgerLine(agency.id, 'booking', -4_500_000, { at: at(0), gross: 5_000_000 }),
        ledgerLine(agency.id, 'refund', 2_250_000, { at: at(60), gross: 2_500_000 }),
        ledgerLine(agency.id, 'payment', 1_000_000, { at: at(120), note: 'واریز بانکی' }),
      ]);
      const res = await api().call(ep.agencyGetStatementPdf, { query: { month: '1405-09' } }, withKey(key));
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.headers['content-disposition']).toContain('statement-1405-09.pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const dir = mkdtempSync(join(tmpdir(), 'agency-statement-'));
      const file = join(dir, 'statement.pdf');
      writeFileSync(file, res.rawPayload);
      // pdftotext puts a letter's hamza above (U+0654) before the letter it sits on and wraps runs in bidi controls.
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }).replace(
        /[\u0654\u200e\u200f\u202a-\u202e]/g,
        '',
      );
      if (process.env.AGENCY_SHOT_DIR) {
        writeFileSync(join(process.env.AGENCY_SHOT_DIR, 'statement.txt'), text);
        writeFileSync(join(process.env.AGENCY_SHOT_DIR, 'statement.pdf'), res.rawPayload);
      }
      expect(text).toContain('صورت‌حساب آذر ۱۴۰۵');
      expect(text).toContain('آژانس سفرهای آسمان');
      expect(text).toContain('بازگشت وجه');
      expect(text).toContain('پرداخت آژانس');
      // Lines in the order they happened: the booking, then the refund, then the payment.
      const booking = text.indexOf('رزرو');
      expect(booking).toBeGreaterThan(-1);
      expect(booking).toBeLessThan(text.indexOf('بازگشت وجه'));
      expect(text.indexOf('بازگشت وجه')).toBeLessThan(text.indexOf('پرداخت آژانس'));
      // The month's totals (bookings less refunds), in Persian digits, on the totals line after every row.
      const fa = (n: number) => toPersianDigits(n.toLocaleString('en-US'));
      const totals = text.split('\n').find((l) => l.includes('جمع رزروهای ماه')) ?? '';
      expect(totals).toContain(fa(2_500_000));
      expect(totals).toContain(fa(250_000));
      expect(totals).toContain(fa(2_250_000));
      expect(text.indexOf('جمع رزروهای ماه')).toBeGreaterThan(text.indexOf('پرداخت آژانس'));
      // Closing balance: −4,500,000 + 2,250,000 + 1,000,000 = 1,250,000 owed.
      const closing = text.split('\n').find((l) => l.includes('مانده پایان ماه')) ?? '';
      expect(closing).toContain(fa(1_250_000));
      expect(closing).toContain('بدهکار');
    },
    60_000,
  );
});
