'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { api, type OrderPreviewBody } from '@vip/contract';
import { cartItemCount } from '@vip/domain';
import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import { useTranslations } from 'next-intl';
import { useFormat } from '@/features/ui/format/FormatProvider';
import { useRef, useState } from 'react';
import { LinkButton } from '@/components/links';
import { useMemberCall } from '@/features/auth/use-member-api';
import { useCart } from '@/features/cart/cart-store';
import { BillRow } from '@/features/orders/BillSummary';
import { useMemberEndpoint } from '@/features/auth/use-member-endpoint';
import { paymentResultUrl, usePayOrder } from '@/features/orders/use-pay-order';
import { ApiClientError } from '@/lib/api-client';
import { cartBill } from './cart-bill';
import { DiscountStep } from './DiscountStep';
import { type PayChoice, PayStep } from './PayStep';
import { RecipientStep } from './RecipientStep';
import { ReviewStep } from './ReviewStep';
import { recipientCity, TransmitStep, useTransmits } from './TransmitStep';

const STEPS = ['stepRecipient', 'stepTransmit', 'stepDiscount', 'stepReview', 'stepPay'] as const;
const REVIEW = 3;

/**
 * The store checkout in five steps over the domain cart (its `step`, recipient, transmit and codes persist with the
 * cart): recipient → shipping → discount codes → the server's bill → pay. Placing the order sends an
 * Idempotency-Key, so a double click or a retried request never makes two orders.
 */
export function Checkout() {
  const t = useTranslations('checkout');
  const fmt = useFormat();
  const router = useRouter();
  const { state, loaded, dispatch } = useCart();
  const memberCall = useMemberCall();
  const city = recipientCity(state.recipient);
  const transmits = useTransmits(city?.id);
  const { pay, paying, error: payError } = usePayOrder();
  const [useWallet, setUseWallet] = useState(true);
  const [choice, setChoice] = useState<PayChoice>('bank');
  const idempotencyKey = useRef<string | null>(null);

  const step = Math.min(state.step, STEPS.length - 1);
  const transmit = transmits.data?.data.find((m) => m.id === state.transmitId);
  const transmitKnown = transmit !== undefined;
  const own = cartBill(state.items, transmit?.price ?? 0);
  const ready = [state.recipient !== null, transmitKnown, true, true, true];
  const reachable = (n: number) => ready.slice(0, n).every(Boolean);

  const body: OrderPreviewBody = {
    items: state.items.map((i) => ({ product_id: i.id, quantity: i.quantity })),
    recipient_id: state.recipient?.id ?? null,
    transmit_id: state.transmitId,
    discount_codes: state.discountCodes,
    use_wallet: useWallet || choice === 'wallet',
  };
  const bill = useMemberEndpoint(
    api.previewStoreOrder,
    { body },
    { enabled: loaded && step >= REVIEW && state.items.length > 0 },
  );

  const place = useMutation({
    mutationFn: async () => {
      idempotencyKey.current ??= crypto.randomUUID();
      const { use_wallet: _, ...orderBody } = body;
      const { data } = await memberCall(
        api.createStoreOrder,
        { body: { ...orderBody, recipient_id: state.recipient?.id ?? 0 } },
        { idempotencyKey: idempotencyKey.current },
      );
      return data.id;
    },
    onError: () => void bill.refetch(),
    onSuccess: async (orderId) => {
      // The order exists now: the cart's work is done (paying again happens on the order or result page).
      dispatch({ type: 'cart/empty' });
      dispatch({ type: 'cart/setDiscountCodes', codes: [] });
      dispatch({ type: 'cart/setStep', step: 0 });
      idempotencyKey.current = null;
      const ok = await pay(orderId, {
        useWallet: useWallet || choice === 'wallet',
        gateway: choice === 'wallet' ? 'credit' : undefined,
      });
      if (!ok) router.push(paymentResultUrl({ order_id: orderId, state: 'failed' }));
    },
  });
  const placing = place.isPending;
  const placeError = place.error
    ? place.error instanceof ApiClientError
      ? place.error.message
      : t('placeFailed')
    : null;

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
        <Typography sx={{ mb: 2 }}>{t('emptyCart')}</Typography>
        <LinkButton href="/products" variant="contained">
          {t('goShopping')}
        </LinkButton>
      </Paper>
    );
  }

  const go = (n: number) => {
    if (reachable(n)) dispatch({ type: 'cart/setStep', step: n });
  };

  const placeAndPay = () => place.mutate();

  const stepBody = () => {
    switch (STEPS[step]) {
      case 'stepRecipient':
        return (
          <RecipientStep
            selectedId={state.recipient?.id ?? null}
            onSelect={(r) => dispatch({ type: 'cart/setRecipient', recipient: r })}
          />
        );
      case 'stepTransmit':
        return (
          <TransmitStep
            city={city}
            value={state.transmitId}
            onChange={(id) => dispatch({ type: 'cart/setTransmitId', transmitId: id })}
          />
        );
      case 'stepDiscount':
        return (
          <DiscountStep
            items={state.items}
            codes={state.discountCodes}
            onAdd={(code) => dispatch({ type: 'cart/addDiscountCode', code })}
            onRemove={(code) => dispatch({ type: 'cart/removeDiscountCode', code })}
          />
        );
      case 'stepReview':
        return (
          <ReviewStep
            items={state.items}
            bill={bill.data?.data}
            loading={bill.isFetching && !bill.data}
            error={bill.error?.message ?? null}
            onRetry={() => void bill.refetch()}
            onTakePrices={() => {
              const prices = new Map(bill.data?.data.lines.map((l) => [l.product_id, l.unit_price]));
              dispatch({
                type: 'cart/replaceItems',
                items: state.items.map((i) => ({ ...i, price: prices.get(i.id) ?? i.price })),
              });
            }}
          />
        );
      default:
        return (
          <PayStep
            bill={bill.data?.data}
            useWallet={useWallet}
            onUseWallet={setUseWallet}
            choice={choice}
            onChoice={setChoice}
            onPay={placeAndPay}
            paying={placing || paying}
            error={placeError ?? payError}
          />
        );
    }
  };

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Stepper nonLinear activeStep={step} sx={{ display: { xs: 'none', md: 'flex' } }} aria-label={t('steps')}>
        {STEPS.map((key, n) => (
          <Step key={key} completed={n < step && ready[n]} disabled={!reachable(n)}>
            <StepButton icon={fmt.digits(n + 1)} onClick={() => go(n)}>
              {t(key)}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Typography sx={{ display: { md: 'none' }, fontWeight: 700 }} data-testid="step-of">
        {t('stepOf', { n: fmt.digits(step + 1), total: fmt.digits(STEPS.length), title: t(STEPS[step]) })}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 300px' }, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>{stepBody()}</Box>
        <Paper variant="outlined" component="aside" aria-labelledby="cart-side" sx={{ p: 2 }}>
          <Typography id="cart-side" component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {t('yourCart')}
          </Typography>
          <BillRow
            label={t('cartLine', { count: fmt.digits(cartItemCount(state.items)) })}
            value={fmt.toman(own.itemsTotal)}
          />
          <BillRow
            label={transmit ? t('shippingOf', { title: transmit.title }) : t('shipping')}
            value={fmt.toman(own.shippingPrice)}
          />
          <BillRow label={t('beforeDiscount')} value={fmt.toman(own.totalPrice)} strong testId="checkout-cart-total" />
        </Paper>
      </Box>
      {step < STEPS.length - 1 && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
          {step > 0 ? (
            <Button onClick={() => go(step - 1)}>{t('back')}</Button>
          ) : (
            <LinkButton href="/cart">{t('backToCart')}</LinkButton>
          )}
          <Button
            variant="contained"
            onClick={() => go(step + 1)}
            disabled={!reachable(step + 1)}
            data-testid="step-next"
          >
            {t('next')}
          </Button>
        </Box>
      )}
      {step === STEPS.length - 1 && (
        <Box>
          <Button onClick={() => go(step - 1)}>{t('back')}</Button>
        </Box>
      )}
    </Box>
  );
}
