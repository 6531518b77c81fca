import type { MetadataRoute } from 'next';

/** Web manifest: the site can be installed; opened CIP vouchers then open offline from the home screen. */
export default function manifest(): MetadataRoute.Manifest {
  return {
    name: 'آسمان ویژه — خدمات فرودگاهی',
    short_name: 'آسمان ویژه',
    description: 'رزرو CIP، فست‌ترک و سالن بیزینس فرودگاه‌های ایران و فروشگاه لوازم سفر',
    lang: 'fa',
    dir: 'rtl',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#faf8f3',
    theme_color: '#8a6417',
    icons: [{ src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  };
}
