'use client';

import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import {
  CIP_STEP_LABELS,
  type CipState,
  CipStep,
  canGoToStep,
  cipStateTotal,
  formatToman,
  LAST_CIP_STEP,
  missingForStep,
  OrderType,
  toPersianDigits,
} from '@vip/domain';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { useCip } from '../cip-store';
import { ConfirmStep } from './ConfirmStep';
import { ExtrasStep } from './ExtrasStep';
import { OrderTabs } from './OrderTabs';
import { PassengersStep } from './PassengersStep';
import { PaymentStep } from './PaymentStep';
import { ServiceStep } from './ServiceStep';

const STEPS = Object.values(CipStep) as CipStep[];

/** What the booking bar hands over (`/cip/booking?date=…&q=…`): applied once to a fresh booking. */
export interface WizardStart {
  date?: string;
  q?: string;
}

/**
 * The six-step CIP booking of §4 over the domain reducer (state persisted under the §3 keys, so a reload resumes):
 * service, extras at the origin, extras at the destination, passengers, confirm, payment.
 */
export function CipWizard({ start }: { start: WizardStart }) {
  const t = useTranslations('cip');
  const { state, dispatch } = useCip();
  const [showMissing, setShowMissing] = useState(false);
  const [wantReturn, setWantReturn] = useState(false);
  const top = useRef<HTMLHeadingElement>(null);
  const applied = useRef(false);

  // The booking bar's date and text start a booking that has no flight yet.
  useEffect(() => {
    if (!state.loaded || applied.current) return;
    applied.current = true;
    const o = state.orders[OrderType.Departing];
    if (state.step !== CipStep.service || o.flightId !== null) return;
    if (start.date && /^\d{4}-\d{2}-\d{2}$/.test(start.date)) dispatch({ type: 'cip/setDate', date: start.date });
    if (start.q) dispatch({ type: 'cip/setSearchKeywords', keywords: start.q });
  }, [state.loaded, state.step, state.orders, start, dispatch]);

  if (!state.loaded) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: 320 }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }

  const missing = missingForStep(state, state.step);
  const go = (step: CipStep) => {
    if (!canGoToStep(state, step)) {
      setShowMissing(true);
      return;
    }
    setShowMissing(false);
    dispatch({ type: 'cip/setStep', step });
    top.current?.scrollIntoView({ block: 'start' });
    top.current?.focus();
  };
  const roundTrip =
    wantReturn ||
    state.orders[OrderType.Returning].flightDate !== null ||
    state.orders[OrderType.Returning].flightId !== null;

  return (
    <Container sx={{ py: { xs: 2, md: 3 } }}>
      <Typography ref={top} tabIndex={-1} component="h1" variant="h4" sx={{ outline: 'none', mb: 2 }}>
        {t('wizardTitle')}
      </Typography>
      <Stepper
        nonLinear
        activeStep={state.step}
        alternativeLabel
        sx={{ mb: 3, overflowX: 'auto', pb: 1, '& .MuiStepLabel-label': { fontSize: { xs: '0.7rem', sm: '0.85rem' } } }}
      >
        {STEPS.map((s) => (
          <Step key={s} completed={s < state.step}>
            <StepButton onClick={() => go(s)} icon={toPersianDigits(s + 1)} data-testid={`step-${s}`}>
              {CIP_STEP_LABELS[s]}
            </StepButton>
          </Step>
        ))}
      </Stepper>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 280px' }, alignItems: 'start' }}>
        <Box component="section" aria-label={CIP_STEP_LABELS[state.step]} data-testid={`step-body-${state.step}`}>
          {state.step === CipStep.service && (
            <FormControlLabel
              sx={{ mb: 1 }}
              control={
                <Switch
                  checked={roundTrip}
                  onChange={(e) => {
                    setWantReturn(e.target.checked);
                    if (e.target.checked) dispatch({ type: 'cip/setOrderType', orderType: OrderType.Returning });
                    else {
                      dispatch({ type: 'cip/resetOrder', orderType: OrderType.Returning });
                      dispatch({ type: 'cip/setOrderType', orderType: OrderType.Departing });
                    }
                  }}
                  slotProps={{ input: { 'data-testid': 'round-trip' } as object }}
                />
              }
              label={t('roundTrip')}
            />
          )}
          {state.step < CipStep.confirm && roundTrip && <RoundTripTabs state={state} dispatch={dispatch} />}
          {state.step === CipStep.service && <ServiceStep state={state} dispatch={dispatch} />}
          {(state.step === CipStep.extraServicesDeparture || state.step === CipStep.extraServicesArrival) && (
            <ExtrasStep state={state} dispatch={dispatch} />
          )}
          {state.step === CipStep.passengers && <PassengersStep state={state} dispatch={dispatch} />}
          {state.step === CipStep.confirm && <ConfirmStep state={state} dispatch={dispatch} />}
          {state.step === CipStep.payment && <PaymentStep dispatch={dispatch} />}

          {showMissing && missing.length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }} role="alert" data-testid="missing">
              <Typography sx={{ fontWeight: 700 }}>{t('missingTitle')}</Typography>
              <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                {missing.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </Alert>
          )}
          {state.step < CipStep.confirm && (
            <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 3, gap: 1 }}>
              <Button
                startIcon={<ArrowBack className="flip-rtl" />}
                onClick={() => go((state.step - 1) as CipStep)}
                disabled={state.step === CipStep.service}
                data-testid="wizard-back"
              >
                {t('previous')}
              </Button>
              <Button
                variant="contained"
                endIcon={<ArrowForward className="flip-rtl" />}
                onClick={() => go((state.step + 1) as CipStep)}
                disabled={state.step >= LAST_CIP_STEP}
                data-testid="wizard-next"
              >
                {t('next')}
              </Button>
            </Box>
          )}
          {state.step >= CipStep.confirm && (
            <Button
              sx={{ mt: 2 }}
              startIcon={<ArrowBack className="flip-rtl" />}
              onClick={() => go((state.step - 1) as CipStep)}
              data-testid="wizard-back"
            >
              {t('previous')}
            </Button>
          )}
        </Box>
        <Summary state={state} />
      </Box>
    </Container>
  );
}

/** Departing/returning tabs; the returning tab exists as soon as round trip is switched on. */
function RoundTripTabs({ state, dispatch }: Parameters<typeof OrderTabs>[0]) {
  // A just-switched-on return has no date yet: OrderTabs only lists orders in use, so show both here.
  const withReturn: CipState =
    state.orders[OrderType.Returning].flightDate === null
      ? { ...state, orders: [state.orders[0], { ...state.orders[1], flightDate: '' }] }
      : state;
  return <OrderTabs state={withReturn} dispatch={dispatch} />;
}

/** The running total beside the steps (on a phone, below them). */
function Summary({ state }: { state: CipState }) {
  const t = useTranslations('cip');
  const total = cipStateTotal(state);
  const o = state.orders[state.currentOrderType];
  const people = o.passengerInfo.personList.length;
  return (
    <Paper variant="outlined" sx={{ p: 2, position: { md: 'sticky' }, top: { md: 16 } }} aria-live="polite">
      <Typography component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {t('summary')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('summaryPassengers', { n: toPersianDigits(people) })}
      </Typography>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 1 }}>
        <Typography>{t('total')}</Typography>
        <Typography sx={{ fontWeight: 800 }} color="primary.dark" data-testid="wizard-total">
          {formatToman(total)}
        </Typography>
      </Box>
    </Paper>
  );
}
