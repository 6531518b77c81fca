'use client';

import { useQueryClient } from '@tanstack/react-query';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { api } from '@vip/contract';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useLocale, useTranslations } from 'next-intl';
import { InPersian, persianContentProps } from '@/features/content/in-persian';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { LinkButton } from '@/components/links';
import { PageSwitcher } from '@/features/dashboard/PageSwitcher';
import { PageTitle } from '@/features/dashboard/PageTitle';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { FavoriteHeart } from './FavoriteHeart';
import { useFavoriteHearts } from './use-favorite-hearts';
import { useFavorites } from './use-favorites';
import { MixedText } from '@/features/ui/MixedText';

const PAGE = 12;

/** Completes the add a visitor asked for before signing in (`/product/favorite?add=<id>`), once. */
function usePendingAdd() {
  // The hearts' own (light) session: `add` can call the API once it has the member's token.
  const { add, signedIn } = useFavorites();
  const queryClient = useQueryClient();
  const router = useRouter();
  const done = useRef(false);
  useEffect(() => {
    if (!signedIn || done.current) return;
    const id = Number(new URLSearchParams(window.location.search).get('add'));
    if (!Number.isInteger(id) || id <= 0) return;
    done.current = true;
    void add(id).then(() => {
      void queryClient.invalidateQueries({ queryKey: ['member'] });
      router.replace('/product/favorite');
    });
  }, [signedIn, add, router, queryClient]);
}

/** /product/favorite: the member's saved products as a grid, filtered by title. */
export function FavoritesPage() {
  const t = useTranslations('favorites');
  const locale = useLocale();
  const fmt = useFormat();
  usePendingAdd();
  // The cards' hearts are the same plain-HTML hearts as the store's, brought to life here as on any product page.
  useFavoriteHearts();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const title = useDeferredValue(text.trim());
  const list = useMemberEndpoint(
    api.listFavorites,
    { query: { limit: PAGE, offset: (page - 1) * PAGE, title: title || undefined } },
    { freshOnVisit: true },
  );
  const items = list.data?.data ?? [];
  return (
    <Box>
      <PageTitle
        title={t('title')}
        subtitle={list.data ? t('count', { count: list.data.paging.total }) : undefined}
        actions={
          <TextField
            size="small"
            type="search"
            label={t('filter')}
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPage(1);
            }}
          />
        }
      />
      {list.isPending ? (
        <Skeleton height={240} />
      ) : items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }} data-testid="favorites-empty">
          <FavoriteBorder sx={{ fontSize: 48, color: 'primary.light' }} aria-hidden />
          <Typography sx={{ fontWeight: 700, mt: 1 }}>{title ? t('noMatch') : t('empty')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1, mb: 2 }}>
            {t('emptyHint')}
          </Typography>
          <LinkButton href="/products" variant="contained">
            {t('goShop')}
          </LinkButton>
        </Paper>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              lg: 'repeat(4, minmax(0, 1fr))',
            },
          }}
          data-testid="favorites-grid"
        >
          {items.map((f) => (
            <Paper
              key={f.id}
              component="li"
              variant="outlined"
              sx={{ position: 'relative', overflow: 'hidden' }}
              data-testid="favorite-card"
            >
              <Box
                component={Link}
                href={`/product/${f.id}`}
                sx={{ display: 'block', color: 'inherit', textDecoration: 'none' }}
              >
                {f.image ? (
                  <Box
                    component="img"
                    src={f.image.url}
                    srcSet={f.image.srcset}
                    sizes="(max-width: 600px) 50vw, 240px"
                    alt={f.image.alt || f.title}
                    // The alt text is the store's, written in Persian.
                    {...persianContentProps(locale)}
                    loading="lazy"
                    sx={{
                      display: 'block',
                      width: '100%',
                      aspectRatio: '1 / 1',
                      objectFit: 'cover',
                      bgcolor: 'grey.100',
                    }}
                  />
                ) : (
                  <Box sx={{ aspectRatio: '1 / 1', bgcolor: 'grey.100' }} />
                )}
                <Box sx={{ p: 1.5 }}>
                  <Typography
                    component="h2"
                    sx={{ fontWeight: 700, fontSize: '0.95rem', lineHeight: 1.6 }}
                    data-testid="favorite-title"
                  >
                    <InPersian>
                      <MixedText>{f.title}</MixedText>
                    </InPersian>
                  </Typography>
                  <Typography sx={{ mt: 0.5, fontWeight: 800, color: 'primary.dark' }}>
                    {f.in_stock ? fmt.toman(f.price) : t('outOfStock')}
                  </Typography>
                </Box>
              </Box>
              <FavoriteHeart productId={f.id} title={f.title} />
            </Paper>
          ))}
        </Box>
      )}
      <PageSwitcher total={list.data?.paging.total ?? 0} limit={PAGE} page={page} onChange={setPage} />
    </Box>
  );
}
