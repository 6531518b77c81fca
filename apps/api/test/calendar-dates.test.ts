// A date a client sends is a real calendar day or a Persian 400: 2026-02-31 never reaches a query (it was a 500 on
// the staff lists and the reconciliation).
import { api as endpoints, ticketingEndpoints as ticketing } from '@vip/contract';
import { expect, it } from 'vitest';
import { staffToken } from '../src/modules/admin/test-util';
import { memberClient } from '../src/modules/member/test-util';
import { describeEachBackend } from './helpers';

const IMPOSSIBLE = ['2026-02-31', '2026-02-29', '2026-13-01', '2026-04-31', '۱۴۰۵-۰۲-۳۱'];

describeEachBackend('impossible calendar dates', (api) => {
  it('staff lists and the reconciliation answer 400 with a Persian reason, and a real date is served', async () => {
    const { token } = await staffToken(api, 'admin');
    const calls = [
      (date: string) => api().call(endpoints.adminReconciliation, { query: { date }, token }),
      (date: string) => api().call(endpoints.adminListAudit, { query: { from: date }, token }),
      (date: string) => api().call(endpoints.adminListAudit, { query: { to: date }, token }),
      (date: string) => api().call(endpoints.adminListCipBookings, { query: { date }, token }),
    ];
    for (const call of calls) {
      for (const date of IMPOSSIBLE) {
        const res = await call(date);
        expect(res.statusCode, `${date}: ${res.body}`).toBe(400);
        expect(res.json().error_code).toBe('validation_error');
        expect(res.json().error_message).toMatch(/تاریخ/);
      }
      expect((await call('2028-02-29')).statusCode).toBe(200);
    }
  });

  it("a member's ticket list refuses an impossible day", async () => {
    const member = await memberClient(api).signInMobile();
    const res = await api().call(ticketing.listTickets, {
      query: { submit_date_from: '2026-02-31' },
      token: member.access_token,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().errors[0].message).toBe('تاریخ واردشده معتبر نیست.');
  });
});
