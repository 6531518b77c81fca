import { createTheme, responsiveFontSizes, type ThemeOptions } from '@mui/material/styles';

/** Max content width of §9. */
export const CONTENT_MAX_WIDTH = 1152;
/** Width of the login card of §9. */
export const LOGIN_CARD_WIDTH = 472;

const FONT = 'var(--font-vazirmatn), Vazirmatn, Tahoma, sans-serif';
/**
 * English reads in the system's Latin UI font (nothing to download), Vazirmatn (whose subset keeps Basic Latin)
 * behind it for any Persian or Arabic name in the text.
 */
const LATIN_FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, var(--font-vazirmatn), sans-serif";

// Gold palette of §9. The main gold is dark enough for white text (contrast ≥ 4.5 at button sizes).
const palette = {
  mode: 'light',
  primary: { main: '#8a6417', light: '#c9a24a', dark: '#5e430c', contrastText: '#ffffff' },
  secondary: { main: '#1f2a44', contrastText: '#ffffff' },
  background: { default: '#faf8f3', paper: '#ffffff' },
  text: { primary: '#1d1b16', secondary: '#57534a' },
} as const;
const RADIUS = 12;

/**
 * The palette as CSS custom properties for plain-HTML parts styled by CSS modules (product cards, prices, rails):
 * server-rendered lists use them instead of MUI components, which would all be hydrated in the browser.
 */
export const themeCssVariables = `:root{${Object.entries({
  '--c-primary': palette.primary.main,
  '--c-primary-light': palette.primary.light,
  '--c-primary-dark': palette.primary.dark,
  '--c-secondary': palette.secondary.main,
  '--c-paper': palette.background.paper,
  '--c-background': palette.background.default,
  '--c-text': palette.text.primary,
  '--c-text-2': palette.text.secondary,
  '--c-divider': 'rgba(0,0,0,0.12)',
  '--c-hover': 'rgba(0,0,0,0.04)',
  '--c-sale': '#b3261e',
  '--radius': `${RADIUS}px`,
})
  .map(([k, v]) => `${k}:${v}`)
  .join(';')}}`;

const base: ThemeOptions = {
  direction: 'rtl',
  palette,
  shape: { borderRadius: RADIUS },
  typography: {
    fontFamily: FONT,
    // Responsive type needs explicit line heights (§5 theme rule).
    h1: { fontSize: '2.25rem', fontWeight: 800, lineHeight: 1.4 },
    h2: { fontSize: '1.85rem', fontWeight: 800, lineHeight: 1.45 },
    h3: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.5 },
    h4: { fontSize: '1.3rem', fontWeight: 700, lineHeight: 1.5 },
    h5: { fontSize: '1.15rem', fontWeight: 700, lineHeight: 1.6 },
    h6: { fontSize: '1rem', fontWeight: 700, lineHeight: 1.6 },
    body1: { lineHeight: 1.9 },
    body2: { lineHeight: 1.8 },
    button: { fontWeight: 700, textTransform: 'none' },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiContainer: { defaultProps: { maxWidth: false }, styleOverrides: { root: { maxWidth: CONTENT_MAX_WIDTH } } },
  },
};

/** Default site theme (radius 12), Persian and Arabic (right to left). */
export const siteTheme = responsiveFontSizes(createTheme(base));

/** Member-area theme (radius 8), for pages marked member-themed. */
export const memberTheme = responsiveFontSizes(createTheme({ ...base, shape: { borderRadius: 8 } }));

// English: left to right, Latin type (shorter lines than Persian's tall letters need).
const latin: ThemeOptions = {
  ...base,
  direction: 'ltr',
  typography: { ...base.typography, fontFamily: LATIN_FONT, body1: { lineHeight: 1.6 }, body2: { lineHeight: 1.55 } },
};
const siteThemeLtr = responsiveFontSizes(createTheme(latin));
const memberThemeLtr = responsiveFontSizes(createTheme({ ...latin, shape: { borderRadius: 8 } }));

/** The site theme in the locale's direction (`localeDirection`: only English is left to right). */
export function siteThemeFor(direction: 'rtl' | 'ltr') {
  return direction === 'ltr' ? siteThemeLtr : siteTheme;
}

/** The member theme in the locale's direction. */
export function memberThemeFor(direction: 'rtl' | 'ltr') {
  return direction === 'ltr' ? memberThemeLtr : memberTheme;
}

/** The page-level font for plain-HTML parts outside MUI (the shell): English gets the Latin stack. */
export function localeFontCss(locale: string): string {
  return locale === 'en' ? `html,body{font-family:${LATIN_FONT};}body{line-height:1.6}` : '';
}
