'use client';

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { api, type Order } from '@vip/contract';
import { useTranslations } from 'next-intl';
import { LinkButton, TextLink } from '@/components/links';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { MixedText } from '@/features/ui/MixedText';

// The product page's review section (features/catalog/ReviewList's REVIEWS_ANCHOR).
const REVIEWS_ANCHOR = 'reviews-title';

/** A delivered order's products, each a link to its page, with «نظر بدهید» for those the member has not reviewed. */
export function ReviewDeliveredItems({ order }: { order: Order }) {
  const t = useTranslations('orders');
  const mine = useMemberEndpoint(api.listMyReviews, { query: { limit: 100 } }, { freshOnVisit: true });
  const reviewed = new Set((mine.data?.data ?? []).map((r) => r.product_id));
  const products = order.items.filter(
    (item, i) => order.items.findIndex((o) => o.product_id === item.product_id) === i,
  );
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {t('reviewHint')}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {products.map((item) => (
          <Box
            component="li"
            key={item.product_id}
            data-testid="delivered-item"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}
          >
            <TextLink href={`/product/${item.product_id}`} sx={{ fontWeight: 600 }} data-testid="delivered-item-link">
              <MixedText>{item.title}</MixedText>
            </TextLink>
            {mine.isSuccess &&
              (reviewed.has(item.product_id) ? (
                <Typography variant="body2" color="text.secondary">
                  {t('reviewed')}
                </Typography>
              ) : (
                <LinkButton
                  href={`/product/${item.product_id}#${REVIEWS_ANCHOR}`}
                  size="small"
                  variant="outlined"
                  aria-label={`${t('reviewAction')}: ${item.title}`}
                  data-testid="review-item"
                >
                  {t('reviewAction')}
                </LinkButton>
              ))}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
