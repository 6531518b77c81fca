import { toPersianDigits } from '@vip/domain';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import farsiMessages from 'ra-language-farsi';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { CATALOG_LABELS } from './catalog-labels';
import { RESOURCE_LABELS } from './messages';

/** ra-language-farsi with our spelling (glossary: تأیید) and the back office's resource names. */
const messages: TranslationMessages = {
  ...farsiMessages,
  ra: {
    ...farsiMessages.ra,
    // «لغو» would read as cancelling the order; an undone desk action is «بازگردانی».
    action: { ...farsiMessages.ra.action, confirm: 'تأیید', undo: 'بازگردانی' },
    auth: { ...farsiMessages.ra.auth, username: 'ایمیل', sign_in: 'ورود کارکنان' },
  },
  resources: Object.fromEntries(
    Object.entries({ ...RESOURCE_LABELS, ...CATALOG_LABELS }).map(([name, label]) => [
      name,
      { name: `${label} |||| ${label}` },
    ]),
  ),
};

const polyglot = polyglotI18nProvider(() => messages, 'fa', [{ locale: 'fa', name: 'فارسی' }], {
  allowMissing: true,
});

/** Every text react-admin shows, in Persian with Persian digits (page ranges, counts, selections). */
export const i18nProvider: I18nProvider = {
  ...polyglot,
  translate: (key, options) => toPersianDigits(polyglot.translate(key, options)),
};
