import { creditEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { requireMember } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { route } from '../../http/route';
import { startPayment } from '../payment/service';
import { balanceOf } from './ledger';

/** The wallet: balance from the ledger, online top-up (docs/payments.md). */
export default async function creditRoutes(app: AppInstance) {
  route(app, api.getCreditBalance, async (request) => ({
    data: { balance: await balanceOf(app.db, await requireMember(request)) },
  }));
  route(app, api.startCreditTopup, async (request) => ({
    data: await startPayment(app.payments, {
      memberId: await requireMember(request),
      topupAmount: request.body.amount,
      gateway: request.body.gateway,
      useWallet: false,
      clientIp: clientIp(request),
    }),
  }));
}
