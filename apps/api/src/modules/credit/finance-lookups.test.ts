import { api as endpoints } from '@vip/contract';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { staffToken } from '../admin/test-util';
import { paidBooking, signIn, topUp } from '../cipservice/test-util';

describeEachBackend('what finance restates before money moves', (api) => {
  it('names the member (name, mobile, balance) and the order (reference, member, received, refunded)', async () => {
    const finance = await staffToken(api, 'finance');
    const member = await signIn(api);
    await topUp(api().app.db, member.memberId, 2_500_000);
    const seen = await api().call(endpoints.adminGetDeskMember, {
      params: { id: member.memberId },
      token: finance.token,
    });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({ id: member.memberId, mobile: member.mobile, balance: 2_500_000 });
    expect(typeof seen.json().data.full_name).toBe('string');
    const unknown = await api().call(endpoints.adminGetDeskMember, { params: { id: 999_999 }, token: finance.token });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error_message).toBe('کاربر پیدا نشد.');

    const { order, memberId, mobile } = await paidBooking(api, 'EK 972', 9);
    const refundable = await api().call(endpoints.adminGetRefundableOrder, {
      params: { id: order.id },
      token: finance.token,
    });
    expect(refundable.statusCode, refundable.body).toBe(200);
    expect(refundable.json().data).toMatchObject({
      id: order.id,
      reference: order.reference,
      member_id: memberId,
      member_mobile: mobile,
      paid_amount: order.total_price,
      refunded_amount: 0,
    });
    const support = await staffToken(api, 'support');
    expect(
      (await api().call(endpoints.adminGetRefundableOrder, { params: { id: order.id }, token: support.token }))
        .statusCode,
    ).toBe(403);
  });
});
