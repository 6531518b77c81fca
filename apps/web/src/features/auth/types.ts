import type { DefaultSession } from 'next-auth';

/** What the session keeps of the member (name for the header, contact for the dashboard). */
export interface SessionMember {
  id: number;
  firstName: string;
  lastName: string;
  fullName: string;
  mobile: string | null;
  email: string | null;
  needsProfile: boolean;
}

/** The API tokens kept in the encrypted session cookie. */
export interface SessionTokens {
  accessToken: string;
  /** Epoch ms. */
  accessTokenExpires: number;
  refreshToken: string;
  /** Epoch ms. */
  refreshTokenExpires: number;
}

/** Set when the tokens could not be refreshed: the client signs out. */
export const REFRESH_ERROR = 'RefreshAccessTokenError';

declare module 'next-auth' {
  // No token here: the session is read by page script; member calls go through the site's relay.
  interface Session {
    /** When the API access token in the cookie expires (epoch ms); the relay refreshes it. */
    accessTokenExpires?: number;
    member?: SessionMember;
    error?: string;
    user?: DefaultSession['user'];
  }
  interface User extends SessionTokens {
    member: SessionMember;
  }
}

declare module 'next-auth/jwt' {
  interface JWT extends Partial<SessionTokens> {
    member?: SessionMember;
    error?: string;
  }
}
