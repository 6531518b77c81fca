import { api as endpoints } from '@vip/contract';
import { expect, it } from 'vitest';
import { describeEachBackend } from '../../../test/helpers';
import { memberClient } from '../member/test-util';
import { orders } from '../order/schema';
import { multipart, testImage, upload } from '../upload/test-util';
import { appendLedger } from './ledger';
import { decideCreditRequest } from './member-credits';

describeEachBackend(
  'member credits',
  (api, backend) => {
    const c = memberClient(api);
    const deposit = {
      value: '۲۵۰۰۰۰۰۰',
      type_code: 2,
      cheque_date: '2026-11-20',
      deposit_source: 'بانک ملت شعبه ونک',
      title: 'فیش واریز',
    };
    const balance = async (token: string) =>
      (await api().call(endpoints.getCreditBalance, { token })).json().data.balance as number;

    it('keeps an offline top-up pending without touching the balance until finance approves it', async () => {
      const signed = await c.signInMobile();
      const token = signed.access_token;
      const res = await api().call(endpoints.offlineIncrease, { token, body: deposit }, { 'x-client-ip': '10.9.8.7' });
      expect(res.statusCode).toBe(201);
      const req = res.json().data;
      expect(req).toMatchObject({
        source: 'request',
        kind: 'topup',
        state: 'pending',
        amount: 25_000_000,
        type_code: 2,
        cheque_date: '2026-11-20',
        attachment: null,
      });
      expect(await balance(token)).toBe(0);
      const account = (await api().call(endpoints.getCreditAccount, { token, params: { id: signed.member.id } })).json()
        .data;
      expect(account).toMatchObject({ balance: 0, pending_requests: 1, pending_amount: 25_000_000 });

      const receipt = await upload(
        api,
        endpoints.putCreditAttachment,
        req.id,
        token,
        multipart(await testImage('jpeg'), 'fish.jpg'),
      );
      expect(receipt.statusCode).toBe(200);
      expect(receipt.json().data.attachment.content_type).toBe('image/jpeg');

      await decideCreditRequest(api().app.db, req.id, { approve: true });
      expect(await balance(token)).toBe(25_000_000);
      const list = (await api().call(endpoints.listCredits, { token })).json();
      // The approved request is shown through its ledger top-up; the requests view still lists it, approved.
      expect(list.data.map((x: { source: string; state: string }) => [x.source, x.state])).toEqual([
        ['ledger', 'done'],
      ]);
      const requests = (await api().call(endpoints.listCredits, { token, query: { source: 'request' } })).json().data;
      expect(requests).toEqual([expect.objectContaining({ id: req.id, state: 'approved' })]);
      // A decided request keeps its receipt and cannot be decided twice.
      const late = await upload(api, endpoints.putCreditAttachment, req.id, token, multipart(await testImage('png')));
      expect(late.statusCode).toBe(409);
      await expect(decideCreditRequest(api().app.db, req.id, { approve: true })).rejects.toMatchObject({
        statusCode: 409,
      });
      expect(await balance(token)).toBe(25_000_000);
    });

    it('lists ledger entries and requests in one id space, searchable and sortable, with a Persian 400 for bad input', async () => {
      const signed = await c.signInMobile();
      const token = signed.access_token;
      await appendLedger(api().app.db, {
        memberId: signed.member.id,
        kind: 'topup',
        amount: 5_000_000,
        note: 'شارژ اینترنتی',
      });
      const cheque = (
        await api().call(endpoints.offlineIncrease, {
          token,
          body: { ...deposit, type_code: 3, cheque_number: '۷۷۱۲۳۴', value: 8_000_000, title: 'چک صیادی' },
        })
      ).json().data;
      const rejected = (await api().call(endpoints.offlineIncrease, { token, body: deposit })).json().data;
      await decideCreditRequest(api().app.db, rejected.id, { approve: false, note: 'فیش خوانا نیست' });
      const all = (await api().call(endpoints.listCredits, { token, query: { sort: 'amount' } })).json();
      expect(all.paging.total).toBe(3);
      expect(all.data.map((x: { amount: number }) => x.amount)).toEqual([5_000_000, 8_000_000, 25_000_000]);
      expect(new Set(all.data.map((x: { id: number }) => x.id)).size).toBe(3);
      expect(cheque.cheque_number).toBe('771234');
      const found = (await api().call(endpoints.listCredits, { token, query: { searchKeywords: 'صيادي' } })).json()
        .data;
      expect(found.map((x: { id: number }) => x.id)).toEqual([cheque.id]);
      const detail = (await api().call(endpoints.getCredit, { token, params: { id: rejected.id } })).json().data;
      expect(detail).toMatchObject({ state: 'rejected', review_note: 'فیش خوانا نیست' });
      expect(
        (await api().call(endpoints.listCredits, { token, query: { state: 'pending' } })).json().data,
      ).toHaveLength(1);
      for (const body of [
        { ...deposit, value: 5 },
        { ...deposit, type_code: 1 },
        { ...deposit, type_code: 3 },
        { ...deposit, cheque_date: '1405/08/29' },
        { ...deposit, business_account_id: 2 },
      ]) {
        const res = await api().call(endpoints.offlineIncrease, { token, body });
        expect(res.statusCode).toBe(400);
        expect(res.json().error_message).toMatch(/[\u0600-\u06ff]/);
      }
      const badSort = await api().call(endpoints.listCredits, { token, query: { sort: 'secret' } });
      expect(badSort.statusCode).toBe(400);
    });

    it('answers, for a refund, what its order was paid (a half refund reads as part of it)', async () => {
      const s = await c.signInMobile();
      const [order] = await api()
        .app.db.insert(orders)
        .values({
          kind: 'cip',
          memberId: s.member.id,
          reference: '59371248',
          itemsTotal: 8_000_000,
          totalPrice: 8_000_000,
          paidAmount: 8_000_000,
          refundedAmount: 4_000_000,
        })
        .returning({ id: orders.id });
      await appendLedger(api().app.db, {
        memberId: s.member.id,
        kind: 'refund',
        amount: 4_000_000,
        orderId: order.id,
        note: 'بازگشت ۵۰٪ مبلغ پس از لغو',
      });
      const list = await api().call(endpoints.listCredits, { token: s.access_token, query: { source: 'ledger' } });
      expect(list.json().data[0]).toMatchObject({
        kind: 'refund',
        amount: 4_000_000,
        order_id: order.id,
        order_reference: '59371248',
        order_paid_amount: 8_000_000,
      });
    });

    it('says which top-up ways are open and where to deposit', async () => {
      const { access_token: token } = await c.signInMobile();
      const online = (await api().call(endpoints.isCreditTypeEnabled, { token, query: { type_code: 1 } })).json().data;
      expect(online).toMatchObject({ type_code: 1, is_enabled: true, bank_account: null });
      const slip = (await api().call(endpoints.isCreditTypeEnabled, { token, query: { type_code: '۲' } })).json().data;
      expect(slip.bank_account.sheba).toMatch(/^IR\d{24}$/);
      expect((await api().call(endpoints.isCreditTypeEnabled, { token, query: { type_code: 7 } })).statusCode).toBe(
        400,
      );
    });

    if (backend === 'postgres') {
      it('credits an approved request exactly once when finance approves it from many places at once', async () => {
        const signed = await c.signInMobile();
        const req = (await api().call(endpoints.offlineIncrease, { token: signed.access_token, body: deposit })).json()
          .data;
        const outcomes = await Promise.allSettled(
          Array.from({ length: 8 }, () => decideCreditRequest(api().app.db, req.id, { approve: true })),
        );
        expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
        expect(await balance(signed.access_token)).toBe(25_000_000);
      });
    }
  },
  { SEED_DEMO: 'false' },
);
