import type { MetadataRoute } from 'next';
import { serverEnv } from '@/lib/env';

export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [
      { userAgent: '*', allow: '/', disallow: ['/member/', '/dashboard/', '/order/', '/cart', '/compare', '/api/'] },
    ],
    sitemap: `${serverEnv.siteUrl}/sitemap.xml`,
    host: serverEnv.siteUrl,
  };
}
