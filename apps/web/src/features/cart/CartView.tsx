'use client';

import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Remove from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import MuiLink from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { cartItemCount, cartItemsTotal } from '@vip/domain';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { InPersian } from '@/features/content/in-persian';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { CHECKOUT_PATH } from '@/features/cart/paths';
import { useCart } from './cart-store';
import { MixedText } from '@/features/ui/MixedText';
import { useStepperSides } from '@/features/ui/stepper-sides';

/** The cart page body: items with quantity controls and the total in Toman. */
export function CartView() {
  const t = useTranslations('cart');
  const fmt = useFormat();
  const { state, loaded, dispatch } = useCart();
  if (!loaded) {
    return (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  if (state.items.length === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{t('empty')}</Typography>
        <Button component={Link} href="/products" variant="contained">
          {t('goShopping')}
        </Button>
      </Paper>
    );
  }
  const total = cartItemsTotal(state.items);
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 320px' }, alignItems: 'start' }}>
      <Paper variant="outlined" component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t('items')}>
        {state.items.map((item, i) => (
          <li key={item.id} data-testid="cart-item">
            {i > 0 && <Divider />}
            <Box sx={{ display: 'flex', gap: 2, p: 2, alignItems: 'center' }}>
              {item.media ? (
                // biome-ignore lint/performance/noImgElement: API images are already sized WebP
                <img
                  src={item.media}
                  alt={t('imageOf', { title: item.title })}
                  width={72}
                  height={72}
                  style={{ borderRadius: 8, objectFit: 'cover', flexShrink: 0 }}
                />
              ) : null}
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <MuiLink
                  component={Link}
                  href={`/product/${item.id}`}
                  underline="hover"
                  color="inherit"
                  sx={{ fontWeight: 600 }}
                >
                  <InPersian>
                    <MixedText>{item.title}</MixedText>
                  </InPersian>
                </MuiLink>
                <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                  {t('unitPrice', { price: fmt.toman(item.price) })}
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1 }}>
                  <Box
                    role="group"
                    aria-label={t('quantityOf', { title: item.title })}
                    sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 6 }}
                  >
                    <QuantityStepper
                      quantity={fmt.digits(item.quantity)}
                      plus={
                        <IconButton
                          size="small"
                          aria-label={t('increase')}
                          onClick={() => dispatch({ type: 'cart/increase', id: item.id })}
                          data-testid="cart-increase"
                        >
                          <Add fontSize="small" />
                        </IconButton>
                      }
                      minus={
                        <IconButton
                          size="small"
                          aria-label={item.quantity > 1 ? t('decrease') : t('remove')}
                          onClick={() => dispatch({ type: 'cart/decrease', id: item.id })}
                          data-testid="cart-decrease"
                        >
                          <Remove fontSize="small" />
                        </IconButton>
                      }
                    />
                  </Box>
                  <Button
                    size="small"
                    color="inherit"
                    startIcon={<DeleteOutlined />}
                    onClick={() => dispatch({ type: 'cart/remove', id: item.id })}
                    aria-label={t('removeItem', { title: item.title })}
                  >
                    {t('remove')}
                  </Button>
                  <Typography sx={{ marginInlineStart: 'auto', fontWeight: 700 }}>
                    {fmt.toman(item.price * item.quantity)}
                  </Typography>
                </Box>
              </Box>
            </Box>
          </li>
        ))}
      </Paper>
      <Paper
        variant="outlined"
        sx={{ p: 2.5, position: { md: 'sticky' }, top: { md: 140 } }}
        component="section"
        aria-labelledby="cart-summary"
      >
        <Typography id="cart-summary" component="h2" variant="h6" sx={{ mb: 2 }}>
          {t('summary')}
        </Typography>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 1 }}>
          <Typography color="text.secondary">{t('count')}</Typography>
          <Typography>{fmt.digits(cartItemCount(state.items))}</Typography>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 2 }}>
          <Typography sx={{ fontWeight: 700 }}>{t('total')}</Typography>
          <Typography sx={{ fontWeight: 800 }} data-testid="cart-total">
            {fmt.toman(total)}
          </Typography>
        </Box>
        {/* Not prefetched: a prefetch while signed out caches the gate's redirect to sign-in, which the router would
            replay after signing in (the sign-in → cart loop of issue 12). */}
        <Button component={Link} href={CHECKOUT_PATH} prefetch={false} variant="contained" fullWidth size="large">
          {t('checkout')}
        </Button>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          {t('checkoutNote')}
        </Typography>
        {/* At the line's end: the phone's floating support button sits at its start. */}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <Button size="small" color="inherit" onClick={() => dispatch({ type: 'cart/empty' })}>
            {t('emptyCart')}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}

/** The item's − n + buttons around its quantity, + on the right in either direction. */
function QuantityStepper({ quantity, plus, minus }: { quantity: string; plus: ReactNode; minus: ReactNode }) {
  const [first, last] = useStepperSides(plus, minus);
  return (
    <>
      {first}
      <Typography
        component="output"
        aria-live="polite"
        sx={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }}
        data-testid="cart-quantity"
      >
        {quantity}
      </Typography>
      {last}
    </>
  );
}
