import { CREDIT_TYPE_LABELS, creditMemberEndpoints as api } from '@vip/contract';
import type { AppInstance } from '../../app-instance';
import { requireMember } from '../../http/auth';
import { clientIp } from '../../http/client-ip';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { dbRateLimiter, enforce } from '../../rate-limit/limiter';
import { openUploadStorage } from '../../storage';
import { readUploadedFile, saveUpload } from '../upload/files';
import {
  attachReceipt,
  BUSINESS_BANK_ACCOUNT,
  createOfflineRequest,
  getCredit,
  getOwnAccount,
  listCredits,
  pendingRequestOf,
} from './member-credits';

const creditNotFound = () => notFound('تراکنش اعتبار');

/** The member's credits (§7): list, detail, offline top-up with its receipt, top-up types, the wallet account. */
export default async function memberCreditRoutes(app: AppInstance) {
  const storage = openUploadStorage(app.config);
  const limiter = dbRateLimiter(app.db);
  const base = app.config.PUBLIC_API_URL;
  const detail = async (memberId: number, id: number) => {
    const credit = await getCredit(app.db, memberId, id, base);
    if (!credit) throw creditNotFound();
    return { data: credit };
  };

  route(app, api.listCredits, async (request) =>
    listCredits(app.db, await requireMember(request), request.query, base),
  );
  route(app, api.getCredit, async (request) => detail(await requireMember(request), request.params.id));
  route(app, api.offlineIncrease, async (request) => {
    const memberId = await requireMember(request);
    await enforce(limiter, `offline-increase:${memberId}`, { limit: 10, windowSeconds: 3600 });
    return detail(memberId, await createOfflineRequest(app.db, memberId, request.body, clientIp(request)));
  });
  route(app, api.putCreditAttachment, async (request) => {
    const memberId = await requireMember(request);
    if (!(await pendingRequestOf(app.db, memberId, request.params.id))) throw creditNotFound();
    const upload = await saveUpload(app.db, storage, memberId, 'credit', await readUploadedFile(request));
    await attachReceipt(app.db, request.params.id, upload.id);
    return detail(memberId, request.params.id);
  });
  route(app, api.isCreditTypeEnabled, async (request) => {
    await requireMember(request);
    const code = request.query.type_code;
    return {
      data: {
        type_code: code,
        title: CREDIT_TYPE_LABELS[code],
        is_enabled: true,
        bank_account: code === 1 ? null : BUSINESS_BANK_ACCOUNT,
      },
    };
  });
  route(app, api.getCreditAccount, async (request) => {
    const account = await getOwnAccount(app.db, await requireMember(request), request.params.id);
    if (!account) throw notFound('حساب اعتباری');
    return { data: account };
  });
}
