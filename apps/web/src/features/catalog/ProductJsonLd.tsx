import type { Product } from '@vip/contract';

/** schema.org Product of a product page (price in Rials, IRR). */
export function ProductJsonLd({ product, url }: { product: Product; url: string }) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description: product.summary || product.description.slice(0, 300),
    sku: product.sku,
    image: product.images.map((i) => i.url),
    url,
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand.title } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'IRR',
      price: product.price,
      availability: product.in_stock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(product.review_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating,
            reviewCount: product.review_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
  return (
    <script
      type="application/ld+json"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD with `<` escaped
      dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }}
    />
  );
}
