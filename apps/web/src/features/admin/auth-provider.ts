import { api } from '@vip/contract';
import type { AuthProvider } from 'react-admin';
import { closeStaffSession, openStaffSession, type StaffCall } from './staff-api';
import { currentSession, saveSession } from './staff-session';

/** What the sign-in form sends: e-mail, password and the authenticator app's 6-digit code. */
export interface StaffCredentials {
  email: string;
  password: string;
  totp_code: string;
}

/**
 * react-admin's auth provider over the staff endpoints: sign-in with the second factor through the site's server
 * (the token kept in its httpOnly cookie, the account in this tab's sessionStorage), identity and role from
 * `adminMe`, sign-out revoking the session on the server. A 401 signs out; a 403 (a screen of another role) stays
 * signed in.
 */
export function staffAuthProvider(staffApi: StaffCall): AuthProvider {
  return {
    async login(credentials: StaffCredentials) {
      saveSession(await openStaffSession(credentials));
    },
    async logout() {
      if (currentSession()) await closeStaffSession().catch(() => undefined);
      saveSession(null);
    },
    async checkAuth() {
      // No toast: the sign-in page it leads to says what to do («please sign in» over the form would be noise).
      if (!currentSession()) throw { message: false };
    },
    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        saveSession(null);
        throw new Error('ra.notification.logged_out');
      }
    },
    async getIdentity() {
      const session = currentSession();
      if (!session) throw new Error('ra.auth.auth_check_error');
      const { data } = await staffApi(api.adminMe, {});
      saveSession({ ...session, staff: data });
      return { id: data.id, fullName: data.full_name, role: data.role };
    },
    async getPermissions() {
      return currentSession()?.staff.role;
    },
  };
}
