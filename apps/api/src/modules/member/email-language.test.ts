// A member's e-mails come in the language they use the site in: a sign-up's in the language of its page, and that
// language stays the member's, so a later password reset (asked from any page) and a new profile e-mail read the
// same. Persian stays the default.
import { api as endpoints, type EndpointDef, type Lang, localizedPath } from '@vip/contract';
import { desc, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachBackend, injectCall } from '../../../test/helpers';
import { outbox } from '../../outbox/schema';
import { members } from './schema';
import { memberClient } from './test-util';

const ARABIC_SCRIPT = /[\u0600-\u06FF]/;
const PERSIAN_ONLY = /[پچژگکی۰-۹]/;
const PASSWORD = 'Travel-1405-Dubai!';

describeEachBackend('e-mails in the member’s language', (api) => {
  const c = memberClient(api);
  const db = () => api().app.db;
  const callIn = (lang: Lang, endpoint: EndpointDef, body: unknown, token?: string) =>
    injectCall(
      api().app,
      { ...endpoint, path: localizedPath(endpoint.path, lang) },
      { body, token },
      { 'x-client-ip': c.ip() },
    );
  const lastMail = async (recipient: string) => {
    const [row] = await db()
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, recipient))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(row, `a mail to ${recipient}`).toBeDefined();
    expect(row.channel).toBe('email');
    return row;
  };
  /** Signs up by e-mail from the `lang` pages (sign-up, the mailed code, verify); answers the sign-up mail. */
  const signUpIn = async (lang: Lang, email: string) => {
    const up = await callIn(lang, endpoints.signupByEmail, {
      email,
      password: PASSWORD,
      first_name: 'John',
      last_name: 'Carter',
    });
    expect(up.statusCode, up.body).toBe(202);
    const mail = await lastMail(email);
    const verified = await callIn(lang, endpoints.verifyEmailSignup, { email, code: mail.token });
    expect(verified.statusCode, verified.body).toBe(201);
    return mail;
  };

  it('English: the sign-up code, then a password reset asked from a Persian page, are English', async () => {
    const email = 'john.carter@example.com';
    const signup = await signUpIn('en', email);
    expect(signup.template).toBe('Your Aseman VIP sign-up code');
    expect(signup.body).toContain(`Your Aseman VIP sign-up code: ${signup.token}`);
    expect(signup.body).toContain('valid for 15 minutes');
    const [row] = await db().select().from(members).where(eq(members.email, email));
    expect(row.locale).toBe('en');

    // The reset is asked from the default (Persian) page: it is the account holder's mail, in their language.
    const forgot = await callIn('fa', endpoints.requestPasswordReset, { email });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const reset = await lastMail(email);
    expect(reset.template).toBe('Reset your Aseman VIP password');
    expect(reset.body).toContain(`password reset code: ${reset.token}`);
    for (const mail of [signup, reset]) {
      expect(mail.template).not.toMatch(ARABIC_SCRIPT);
      expect(mail.body).not.toMatch(ARABIC_SCRIPT);
    }
  });

  it('Arabic: a new profile e-mail asked from an Arabic page is confirmed by an Arabic mail', async () => {
    const signedIn = await c.signInMobile();
    const email = 'layla.haddad@example.com';
    const change = await callIn('ar', endpoints.changeMyEmail, { email }, signedIn.access_token);
    expect(change.statusCode, change.body).toBe(202);
    const mail = await lastMail(email);
    expect(mail.template).toBe('تأكيد بريدك الإلكتروني الجديد في آسمان VIP');
    expect(mail.body).toContain(`رمز تأكيد البريد الإلكتروني الجديد لحسابك في آسمان VIP: ${mail.token}`);
    expect(mail.template).not.toMatch(PERSIAN_ONLY);
    expect(mail.body).not.toMatch(PERSIAN_ONLY);
    const [row] = await db().select().from(members).where(eq(members.id, signedIn.member.id));
    expect(row.locale).toBe('ar');
    // The mailed code confirms the address.
    const verified = await callIn('ar', endpoints.verifyMyEmail, { code: mail.token }, signedIn.access_token);
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it('Persian stays as it was: the sign-up code and the reset code in Persian', async () => {
    const email = 'sara.karimi@example.com';
    const signup = await signUpIn('fa', email);
    expect(signup.template).toBe('کد تأیید ثبت‌نام در آسمان ویژه');
    expect(signup.body).toContain(`کد تأیید ثبت‌نام شما در آسمان ویژه: ${signup.token}`);
    expect(signup.body).toContain('۱۵ دقیقه');
    await callIn('fa', endpoints.requestPasswordReset, { email });
    const reset = await lastMail(email);
    expect(reset.template).toBe('بازیابی رمز عبور آسمان ویژه');
    expect(reset.body).toContain(`کد بازیابی رمز عبور آسمان ویژه: ${reset.token}`);
  });
});
