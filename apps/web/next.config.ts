import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { backOfficeSecurityHeaders, staticSecurityHeaders } from './src/features/security/headers';

// Messages are compiled at build time (icu-minify): the browser gets no ICU parser (about 12 KB of gzip on every page).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // server.mjs compresses: it rewrites HTML pages' scripts on the way out (paint-first.mjs), which needs the text.
  compress: false,
  // Workspace packages are TypeScript source.
  transpilePackages: ['@vip/domain', '@vip/contract'],
  async headers() {
    // The later rule wins for the same header: only the back office may ask for the camera.
    return [
      { source: '/:path*', headers: staticSecurityHeaders() },
      { source: '/admin', headers: backOfficeSecurityHeaders() },
    ];
  },
  experimental: { optimizePackageImports: ['@mui/material', '@mui/icons-material'] },
};

export default withNextIntl(config);
