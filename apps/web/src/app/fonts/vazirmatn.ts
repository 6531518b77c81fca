import localFont from 'next/font/local';

// Self-hosted variable Vazirmatn (OFL, see OFL.txt); nothing is downloaded at build time. Shared by the site's and
// the back office's root layouts. Its Latin letters serve the English pages too.
export const vazirmatn = localFont({
  src: './Vazirmatn-Variable.woff2',
  variable: '--font-vazirmatn',
  weight: '100 900',
  display: 'swap',
  preload: true,
  fallback: ['Tahoma', 'sans-serif'],
});
