import { defaultLightTheme, type RaThemeOptions } from 'react-admin';
import { siteTheme } from '@/theme/theme';

/** react-admin's light theme in our colours, type and radius, right to left (docs/back-office.md). */
export const adminTheme: RaThemeOptions = {
  ...defaultLightTheme,
  direction: 'rtl',
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: siteTheme.palette.primary,
    secondary: siteTheme.palette.secondary,
    background: siteTheme.palette.background,
    text: siteTheme.palette.text,
    // The site's sale red: white text and light toolbars keep their contrast (the delete button).
    error: { main: '#b3261e', contrastText: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    ...defaultLightTheme.typography,
    fontFamily: siteTheme.typography.fontFamily,
    button: { fontWeight: 700, textTransform: 'none' },
  },
  components: {
    ...defaultLightTheme.components,
    MuiButton: { defaultProps: { disableElevation: true } },
    // A spinner is a progressbar: screen readers (and axe) need its name, react-admin's top-bar one has none.
    MuiCircularProgress: { defaultProps: { 'aria-label': 'در حال بارگذاری' } },
  },
};
