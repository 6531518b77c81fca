import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { staticSecurityHeaders } from './src/features/security/headers';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

const config: NextConfig = {
  reactStrictMode: true,
  poweredByHeader: false,
  // Workspace packages are TypeScript source.
  transpilePackages: ['@vip/domain', '@vip/contract'],
  async headers() {
    return [{ source: '/:path*', headers: staticSecurityHeaders() }];
  },
  experimental: { optimizePackageImports: ['@mui/material', '@mui/icons-material'] },
};

export default withNextIntl(config);
