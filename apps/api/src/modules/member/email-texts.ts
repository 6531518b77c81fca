/**
 * The e-mails of a member's account in the language they read (docs/member-area.md, "Languages"): a sign-up's in the
 * language of the page it was asked from, the rest in the member's (members.locale), Persian when unknown. The
 * subject travels as the outbox row's template (outbox.ts: for e-mail, template = subject).
 */
import type { Lang } from '@vip/contract';
import { toPersianDigits } from '@vip/domain';
import type { Db } from '../../db/client';
import { enqueueEmail } from '../../outbox/outbox';

export { readerLang } from './sms-texts';

/** An e-mail's subject and text. */
export interface EmailText {
  subject: string;
  body: string;
}

/** Queues an e-mail in the transaction of the change that causes it (the subject as the outbox's template). */
export function enqueueMail(tx: Db, recipient: string, token: string, text: EmailText) {
  return enqueueEmail(tx, { recipient, template: text.subject, token, body: text.body });
}

type ByLang<A extends unknown[]> = Record<Lang, (...args: A) => EmailText>;

/** A number of minutes in the reader's digits (Persian digits in Persian; Latin elsewhere, as codes are). */
const minutesIn = (lang: Lang, n: number) => (lang === 'fa' ? toPersianDigits(n) : String(n));

const SIGNUP_CODE: ByLang<[code: string, minutes: number]> = {
  fa: (code, minutes) => ({
    subject: 'کد تأیید ثبت‌نام در آسمان ویژه',
    body: `کد تأیید ثبت‌نام شما در آسمان ویژه: ${code}\nاین کد تا ${minutesIn('fa', minutes)} دقیقه معتبر است؛ آن را به کسی ندهید.`,
  }),
  en: (code, minutes) => ({
    subject: 'Your Aseman VIP sign-up code',
    body: `Your Aseman VIP sign-up code: ${code}\nIt is valid for ${minutes} minutes; do not share it with anyone.`,
  }),
  ar: (code, minutes) => ({
    subject: 'رمز تأكيد التسجيل في آسمان VIP',
    body: `رمز تأكيد تسجيلك في آسمان VIP: ${code}\nالرمز صالح لمدة ${minutes} دقيقة؛ لا تشاركه مع أحد.`,
  }),
};

const SIGNUP_EXISTING: ByLang<[]> = {
  fa: () => ({
    subject: 'شما از پیش در آسمان ویژه حساب دارید',
    body: 'کسی (شاید خود شما) خواست با این ایمیل در آسمان ویژه ثبت‌نام کند، اما شما از پیش حساب دارید. برای ورود از صفحهٔ ورود با ایمیل و رمز عبورتان وارد شوید. اگر این درخواست از شما نبود، کاری لازم نیست.',
  }),
  en: () => ({
    subject: 'You already have an Aseman VIP account',
    body: 'Someone (perhaps you) tried to sign up to Aseman VIP with this e-mail address, but you already have an account. To get in, sign in with your e-mail and password on the sign-in page. If this was not you, there is nothing to do.',
  }),
  ar: () => ({
    subject: 'لديك حساب في آسمان VIP بالفعل',
    body: 'حاول شخص ما (ربما أنت) التسجيل في آسمان VIP بهذا البريد الإلكتروني، لكن لديك حسابًا بالفعل. للدخول، سجّل الدخول ببريدك الإلكتروني وكلمة المرور من صفحة تسجيل الدخول. إن لم يكن الطلب منك، فلا حاجة لأي إجراء.',
  }),
};

const SIGNUP_PENDING: ByLang<[minutes: number]> = {
  fa: (minutes) => ({
    subject: 'ثبت‌نامی با این ایمیل در انتظار تأیید است',
    body: `کسی (شاید خود شما) دوباره خواست با این ایمیل در آسمان ویژه ثبت‌نام کند، اما ثبت‌نامی با رمز عبور دیگری از پیش در انتظار تأیید این ایمیل است. کد نامهٔ پیشین فقط برای همان ثبت‌نام است: اگر آن را خودتان آغاز کرده‌اید، آن کد را وارد کنید؛ وگرنه کاری لازم نیست و آن ثبت‌نام تا ${minutesIn('fa', minutes)} دقیقهٔ دیگر باطل می‌شود و پس از آن می‌توانید دوباره ثبت‌نام کنید.`,
  }),
  en: (minutes) => ({
    subject: 'A sign-up with this e-mail is awaiting confirmation',
    body: `Someone (perhaps you) tried again to sign up to Aseman VIP with this e-mail address, but a sign-up with a different password is already waiting for this address to be confirmed. The code in the earlier e-mail belongs to that sign-up only: if you started it, enter that code; otherwise there is nothing to do, that sign-up lapses in ${minutes} minutes and you can then sign up again.`,
  }),
  ar: (minutes) => ({
    subject: 'تسجيل بهذا البريد بانتظار التأكيد',
    body: `حاول شخص ما (ربما أنت) مرة أخرى التسجيل في آسمان VIP بهذا البريد الإلكتروني، لكن تسجيلًا بكلمة مرور أخرى ينتظر بالفعل تأكيد هذا البريد. الرمز الوارد في الرسالة السابقة خاص بذلك التسجيل وحده: إن كنت أنت من بدأه فأدخل ذلك الرمز؛ وإلا فلا حاجة لأي إجراء، وسيبطل ذلك التسجيل خلال ${minutes} دقيقة، ويمكنك بعدها التسجيل من جديد.`,
  }),
};

const EMAIL_CHANGE_CODE: ByLang<[code: string, minutes: number]> = {
  fa: (code, minutes) => ({
    subject: 'کد تأیید ایمیل تازه در آسمان ویژه',
    body: `کد تأیید ایمیل تازهٔ حساب شما در آسمان ویژه: ${code}\nاین کد تا ${minutesIn('fa', minutes)} دقیقه معتبر است؛ آن را به کسی ندهید. اگر شما این ایمیل را در حساب خود ننوشته‌اید، کاری لازم نیست.`,
  }),
  en: (code, minutes) => ({
    subject: 'Confirm your new Aseman VIP e-mail',
    body: `The code to confirm the new e-mail address of your Aseman VIP account: ${code}\nIt is valid for ${minutes} minutes; do not share it with anyone. If you did not enter this address in your account, there is nothing to do.`,
  }),
  ar: (code, minutes) => ({
    subject: 'تأكيد بريدك الإلكتروني الجديد في آسمان VIP',
    body: `رمز تأكيد البريد الإلكتروني الجديد لحسابك في آسمان VIP: ${code}\nالرمز صالح لمدة ${minutes} دقيقة؛ لا تشاركه مع أحد. إن لم تُدخل هذا البريد في حسابك، فلا حاجة لأي إجراء.`,
  }),
};

const PASSWORD_RESET_CODE: ByLang<[code: string, minutes: number]> = {
  fa: (code, minutes) => ({
    subject: 'بازیابی رمز عبور آسمان ویژه',
    body: `کد بازیابی رمز عبور آسمان ویژه: ${code}\nاین کد تا ${minutesIn('fa', minutes)} دقیقه معتبر است؛ اگر شما درخواست نکرده‌اید، آن را نادیده بگیرید.`,
  }),
  en: (code, minutes) => ({
    subject: 'Reset your Aseman VIP password',
    body: `Your Aseman VIP password reset code: ${code}\nIt is valid for ${minutes} minutes. If you did not ask for it, ignore this message.`,
  }),
  ar: (code, minutes) => ({
    subject: 'استعادة كلمة مرور آسمان VIP',
    body: `رمز استعادة كلمة مرور آسمان VIP: ${code}\nالرمز صالح لمدة ${minutes} دقيقة؛ إن لم تطلبه فتجاهل هذه الرسالة.`,
  }),
};

/** The code that confirms an e-mail sign-up. */
export const signupCodeEmail = (lang: Lang, code: string, minutes: number) => SIGNUP_CODE[lang](code, minutes);
/** A sign-up asked for an address that already has an account: told to its owner. */
export const signupExistingEmail = (lang: Lang) => SIGNUP_EXISTING[lang]();
/** A second sign-up while one with another password waits for this address. */
export const signupPendingEmail = (lang: Lang, minutes: number) => SIGNUP_PENDING[lang](minutes);
/** The code that confirms a member's new profile e-mail. */
export const emailChangeCodeEmail = (lang: Lang, code: string, minutes: number) =>
  EMAIL_CHANGE_CODE[lang](code, minutes);
/** The code of a forgotten password (mailed when the account has no mobile; the SMS says the same body). */
export const passwordResetCodeEmail = (lang: Lang, code: string, minutes: number) =>
  PASSWORD_RESET_CODE[lang](code, minutes);
