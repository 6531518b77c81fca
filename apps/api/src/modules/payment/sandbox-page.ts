import { formatToman } from '@vip/domain';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * Security headers of the sandbox bank page, as strict as the site's: no script at all, its one style tag by this
 * answer's nonce, never framed (a framed bank page is a clickjacking target), forms posted only to this API — whose
 * answer then redirects to the callback (`api`) and on to the site (`web`), which form-action must allow too.
 */
export function sandboxPageHeaders(nonce: string, urls: { web: string; api: string }): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'none'",
      `style-src 'nonce-${nonce}'`,
      "img-src 'none'",
      "base-uri 'none'",
      `form-action 'self' ${new URL(urls.api).origin} ${new URL(urls.web).origin}`,
      "frame-ancestors 'none'",
    ].join('; '),
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  };
}

/**
 * The sandbox bank's page (Persian, RTL, no script): what is being paid and three buttons that post the payer's
 * decision — «پرداخت», «انصراف» and «خطای بانک». Plain HTML so it works anywhere the real bank's page would; its
 * style tag carries `nonce` (sandboxPageHeaders).
 */
export function sandboxBankHtml(
  p: { amount: number; description: string; action: string } | null,
  nonce: string,
): string {
  const body = p
    ? `<p class="what">${escapeHtml(p.description)}</p>
      <p class="amount">مبلغ قابل پرداخت: <strong>${escapeHtml(formatToman(p.amount))}</strong></p>
      <form method="post" action="${escapeHtml(p.action)}">
        <button name="action" value="pay" class="pay">پرداخت</button>
        <button name="action" value="cancel" class="cancel">انصراف</button>
        <button name="action" value="fail" class="fail">خطای بانک</button>
      </form>
      <p class="note">این درگاه آزمایشی است و پولی جابه‌جا نمی‌شود. «خطای بانک» شکست پرداخت در بانک را شبیه‌سازی می‌کند.</p>`
    : '<p class="what">این تراکنش پیدا نشد یا پیش‌تر تکلیفش روشن شده است.</p>';
  return `<!doctype html>
<html lang="fa" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>درگاه پرداخت آزمایشی</title>
<style nonce="${escapeHtml(nonce)}">
  body { margin: 0; font-family: Vazirmatn, Tahoma, sans-serif; background: #f4f1ea; color: #2b2b2b; }
  main { max-width: 440px; margin: 40px auto; background: #fff; border-radius: 12px; padding: 24px;
    box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.25rem; margin: 0 0 16px; color: #8a6d1d; }
  .amount strong { font-size: 1.2rem; }
  form { display: flex; flex-wrap: wrap; gap: 8px; margin: 24px 0 8px; }
  button { flex: 1 1 120px; min-height: 44px; border: 0; border-radius: 8px; font: inherit; font-size: 1rem; cursor: pointer; }
  .pay { background: #1f7a3a; color: #fff; }
  .cancel { background: #e7e2d6; color: #2b2b2b; }
  .fail { background: #a32020; color: #fff; }
  .note { font-size: .85rem; color: #555; line-height: 1.8; }
  @media (max-width: 480px) { main { margin: 0; border-radius: 0; min-height: 100vh; } }
</style>
</head>
<body>
<main>
  <h1>درگاه پرداخت آزمایشی</h1>
  ${body}
</main>
</body>
</html>`;
}
