import 'server-only';
import { api, type AuthResponse } from '@vip/contract';
import type { NextAuthOptions, RequestInternal } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { encodeAuthFailure } from './auth-error';
import { authSecret, authUrl, SESSION_MAX_AGE, secureCookies } from './config';
import { SIGN_IN_PATH } from './paths';
import { ensureFreshToken } from './refresh';
import { authFailureOf, memberCall, toSessionMember, toUser, visitorFrom } from './server-api';

// next-auth v4 builds its absolute URLs from NEXTAUTH_URL; default it to the site's WEB_URL.
process.env.NEXTAUTH_URL ||= authUrl();

/** The visitor (IP pinned by server.mjs, browser) of the request next-auth hands to `authorize`. */
function visitorOf(req: Pick<RequestInternal, 'headers'> | undefined) {
  const h = req?.headers ?? {};
  return visitorFrom({ get: (k) => (typeof h[k] === 'string' ? (h[k] as string) : null) });
}

/** Runs a sign-in call; an API refusal becomes the Persian message `signIn()` returns (see auth-error.ts). */
async function signInWith(signIn: () => Promise<AuthResponse>) {
  try {
    return toUser(await signIn());
  } catch (e) {
    throw new Error(encodeAuthFailure(authFailureOf(e)));
  }
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/**
 * next-auth (v4) for members (§6): Credentials providers that call our API from the site's server, the API
 * tokens in the encrypted JWT session cookie, silent refresh before the access token expires.
 */
export const authOptions: NextAuthOptions = {
  secret: authSecret(),
  useSecureCookies: secureCookies(),
  session: { strategy: 'jwt', maxAge: SESSION_MAX_AGE },
  pages: { signIn: SIGN_IN_PATH, error: SIGN_IN_PATH },
  providers: [
    CredentialsProvider({
      id: 'mobile',
      name: 'mobile',
      credentials: { mobile: { type: 'tel' }, code: { type: 'text' } },
      authorize: (c, req) =>
        signInWith(() =>
          memberCall(api.verifySigninCode, { body: { mobile: text(c?.mobile), code: text(c?.code) } }, visitorOf(req)),
        ),
    }),
    CredentialsProvider({
      id: 'email',
      name: 'email',
      credentials: { email: { type: 'email' }, password: { type: 'password' } },
      authorize: (c, req) =>
        signInWith(() =>
          memberCall(
            api.signinByEmail,
            { body: { email: text(c?.email), password: text(c?.password) } },
            visitorOf(req),
          ),
        ),
    }),
    // E-mail sign-up's second step: the code mailed by POST auth/email/signup creates the account.
    CredentialsProvider({
      id: 'email-verify',
      name: 'email-verify',
      credentials: { email: { type: 'email' }, code: { type: 'text' } },
      authorize: (c, req) =>
        signInWith(() =>
          memberCall(api.verifyEmailSignup, { body: { email: text(c?.email), code: text(c?.code) } }, visitorOf(req)),
        ),
    }),
  ],
  callbacks: {
    async jwt({ token, user, trigger }) {
      if (user) {
        // Sign-in: keep the API's tokens and the member, nothing else.
        return {
          sub: user.id,
          name: user.member.fullName,
          email: user.member.email,
          member: user.member,
          accessToken: user.accessToken,
          accessTokenExpires: user.accessTokenExpires,
          refreshToken: user.refreshToken,
          refreshTokenExpires: user.refreshTokenExpires,
        };
      }
      let next = await ensureFreshToken(token);
      if (trigger === 'update' && next.accessToken && !next.error) {
        // `update()` after the profile step: re-read the member from the API (never trust the client's copy).
        try {
          const me = await memberCall(api.getMe, {}, { token: next.accessToken });
          const member = toSessionMember(me.data);
          next = { ...next, member, name: member.fullName, email: member.email };
        } catch {}
      }
      return next;
    },
    async session({ session, token }) {
      // What page script may read: the member and expiries. The API's tokens stay in the cookie (api-relay.ts).
      session.accessTokenExpires = token.accessTokenExpires;
      session.member = token.member;
      session.error = token.error;
      session.user = { name: token.member?.fullName ?? null, email: token.member?.email ?? null };
      return session;
    },
  },
  events: {
    async signOut({ token }) {
      // Revoke the API session too (refresh token + bearer); a failure must not keep the member signed in here.
      if (!token?.refreshToken) return;
      await memberCall(
        api.signout,
        { body: { refresh_token: token.refreshToken } },
        { token: token.accessToken },
      ).catch(() => undefined);
    },
  },
};
