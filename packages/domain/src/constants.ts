/** Business constants and limits of §2 and §9. */

/** Default page size of lists (§9). */
export const DEFAULT_PAGE_SIZE = 12;
/** Page size of categories and the top menu (§2, §9). */
export const MENU_PAGE_SIZE = 10;
/** Default list offset (§9). */
export const DEFAULT_OFFSET = 0;
/** Largest page size the API accepts (§7). */
export const MAX_PAGE_SIZE = 100;
/** At most this many toasts are shown at once (§2). */
export const TOAST_MAX = 3;
/** Toasts hide after this many milliseconds (§2). */
export const TOAST_AUTO_HIDE_MS = 5000;
/** The route progress indicator stops this many milliseconds after a change (§2). */
export const ROUTE_PROGRESS_STOP_DELAY_MS = 200;
/** Captcha image options (§7). */
export const CAPTCHA = {
  width: 100,
  height: 50,
  codeLength: 4,
  fontColor: 'black',
  backgroundColor: 'white',
  font: 'Arial',
} as const;
/** Business account of credit operations (§7, §9). */
export const CREDIT_BUSINESS_ACCOUNT_ID = 1;
/** Subdomain of credit operations (§7, §9). */
export const CREDIT_SUBDOMAIN_ID = 0;
/** Map default centre (§9). */
export const MAP_DEFAULT_CENTER = { latitude: 35.74, longitude: 51.38 } as const;
/** Lowest and highest review rating (§5, §9). */
export const RATING_RANGE = { min: 1, max: 5 } as const;
/** Path prefixes on which the shared header, footer and bottom bar are hidden (§2). */
export const SHELL_HIDDEN_PATH_PREFIXES: readonly string[] = [
  '/member/',
  '/dashboard/',
  '/order/',
  '/product/favorite',
  '/credit',
  '/cip/',
  '/admin/',
  '/agency/',
];
/** Whole paths without the shell: the member area's home (its pages are all under `/dashboard/`), the back office, the agents' area. */
export const SHELL_HIDDEN_PATHS: readonly string[] = ['/dashboard', '/admin', '/agency'];
/** Whether the shared shell (header, footer, bottom bar, widget) is shown on `path` (§2). */
export function isShellVisible(path: string): boolean {
  return !SHELL_HIDDEN_PATHS.includes(path) && !SHELL_HIDDEN_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}
/** Largest count the booking accepts for one passenger age type or one extra service (our limit; §3 sets none). */
export const MAX_ITEM_COUNT = 99;
/** Error code and message stored when a load fails (§4, §8). */
export const FETCH_ERROR = { error_code: 500, error_message: 'Error fetching data' } as const;
/** Default unknown error (§8). */
export const UNKNOWN_ERROR = { status_code: 500, error_message: 'Unknown Error' } as const;

/** How many days ahead flights can be booked: the API's rolling schedule has them, the site offers them. */
export const SCHEDULE_DAYS_AHEAD = 60;
