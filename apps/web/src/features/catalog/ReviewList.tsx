'use client';

import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { api, EndpointRef, ListResponse, Review } from '@vip/contract';
import { formatJalaliDate, toPersianDigits } from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useApi } from '@/lib/api-client';
import { StarRating } from './StarRating';
import { joinMeta } from '@/features/ui/meta';
import { MixedText } from '@/features/ui/MixedText';

const LIMIT = 5;

/** A product's reviews: the first page comes with the page, the others are fetched when asked for. */
export function ReviewList({
  productId,
  initial,
  endpoint,
}: {
  productId: number;
  initial: ListResponse<Review> | null;
  /** The reviews endpoint, handed over by the server page so this component ships no schemas. */
  endpoint: EndpointRef<typeof api.listProductReviews>;
}) {
  const t = useTranslations('catalog');
  const callApi = useApi();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['product-reviews', productId, page],
    queryFn: ({ signal }) =>
      callApi(
        endpoint,
        { params: { productId }, query: { limit: LIMIT, offset: (page - 1) * LIMIT, sort: '-created_at' } },
        { signal },
      ),
    initialData: page === 1 && initial ? initial : undefined,
    placeholderData: (prev) => prev,
    staleTime: 60_000,
  });
  const data = query.data;
  if (query.isError && !data) return <Typography color="error">{t('reviewsError')}</Typography>;
  if (!data) return <Typography color="text.secondary">{t('loadingReviews')}</Typography>;
  if (data.paging.total === 0) return <Typography color="text.secondary">{t('noReviews')}</Typography>;
  const count = Math.ceil(data.paging.total / LIMIT);
  return (
    <Box aria-busy={query.isFetching}>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }} data-testid="reviews">
        {data.data.map((r) => (
          <Paper component="li" key={r.id} variant="outlined" sx={{ p: 2 }}>
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}
            >
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
                <MixedText>{r.title}</MixedText>
              </Typography>
              <StarRating value={r.rate} label={t('rating', { n: toPersianDigits(r.rate) })} />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {joinMeta([r.author_name, formatJalaliDate(r.created_at, { style: 'long', weekday: false })])}
            </Typography>
            <Typography sx={{ mt: 1, lineHeight: 1.9 }}>
              <MixedText>{r.description}</MixedText>
            </Typography>
          </Paper>
        ))}
      </Box>
      {count > 1 && (
        <nav aria-label={t('reviewPages')}>
          <Pagination
            page={page}
            count={count}
            siblingCount={0}
            onChange={(_, p) => setPage(p)}
            sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}
            renderItem={(item) => (
              <PaginationItem {...item} page={item.page ? toPersianDigits(String(item.page)) : item.page} />
            )}
            getItemAriaLabel={(type, p) =>
              type === 'page'
                ? t('pageN', { n: toPersianDigits(String(p)) })
                : type === 'next'
                  ? t('nextPage')
                  : t('previousPage')
            }
          />
        </nav>
      )}
    </Box>
  );
}
