import type { api, DataOf } from '@vip/contract';

/**
 * The signed-in staff member as the back office keeps it: in this tab only (sessionStorage, never localStorage). The
 * token itself is not here: it stays in an httpOnly cookie of the site's staff relay (`/api/staff`).
 */
export type StaffSession = Omit<DataOf<typeof api.adminSignIn>, 'access_token'>;

const KEY = 'vip-staff-session';

/** The tab's staff session, or null (none, expired or unreadable). */
export function readSession(): StaffSession | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as StaffSession & { access_token?: unknown };
    // A session stored with its token is dropped (and signed in again), so no token stays readable by page script.
    if (session.access_token !== undefined) {
      sessionStorage.removeItem(KEY);
      return null;
    }
    return Date.parse(session.expires_at) > Date.now() ? session : null;
  } catch {
    return null;
  }
}

export function saveSession(session: StaffSession | null) {
  try {
    if (session) sessionStorage.setItem(KEY, JSON.stringify(session));
    else sessionStorage.removeItem(KEY);
  } catch {
    // A storage that refuses (private mode) leaves the session to this page's memory.
  }
  memory = session;
}

let memory: StaffSession | null = null;

/** The session of this page (memory first, then the tab's storage). */
export function currentSession(): StaffSession | null {
  memory ??= readSession();
  if (memory && Date.parse(memory.expires_at) <= Date.now()) memory = null;
  return memory;
}
