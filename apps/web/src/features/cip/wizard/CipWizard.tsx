'use client';

import {
  type CipAction,
  type CipState,
  CipStep,
  cipReducer,
  cipStateTotal,
  LAST_CIP_STEP,
  OrderType,
  ordersInUse,
} from '@vip/domain';
import { useFormat } from '@/features/ui/format/FormatProvider';
import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Icon } from '@/features/ui/Icon';
import text from '@/features/ui/text.module.css';
import { readPreferredService, serviceTypeOf, writePreferredService } from '../booking-draft';
import { resetCipBooking, useCip, useCipStore } from '../cip-store';
import type { FlightEndpoints } from '../flight-data';
import { OrderTabs } from './OrderTabs';
import { PlainAlert, Spinner } from './Plain';
import {
  canGoTo,
  orderTypeOnEntering,
  outboundCountsActions,
  shouldOfferReturnPassengers,
  wizardMissing,
} from './round-trip';
import { useBookingChannel } from './booking-channel';
import { ServiceStep } from './ServiceStep';
import s from './wizard.module.css';
import { useDomainLabels } from '@/features/ui/domain-labels';
import { useCurrentStepInSight } from './use-current-step-in-sight';

const STEPS = Object.values(CipStep) as CipStep[];

/** The later steps, fetched when first needed (never on the cold load; issue 17). */
const LaterSteps = dynamic(() => import('./LaterSteps').then((m) => m.LaterSteps), {
  ssr: false,
  loading: () => <LoadingSteps />,
});

function LoadingSteps() {
  const t = useTranslations('cip');
  return (
    <div className={s.center}>
      <Spinner label={t('loading')} large />
    </div>
  );
}

/** What the booking bar hands over (`/cip/booking?service=…&date=…&q=…`): a new booking, started with these. */
export interface WizardStart {
  date?: string;
  q?: string;
  /** `cip`, `fastTrack` or `businessLounge`: the service chosen on the bar, chosen for the flight once known. */
  service?: string;
}

/** Whether the page was opened by a search (the home bar), not by a link back to the booking in progress. */
const isHandOver = (start: WizardStart) => Boolean(start.date || start.q || start.service);

/** The reducer actions of a hand-over. */
function startActions(start: WizardStart): CipAction[] {
  const out: CipAction[] = [];
  if (start.date && /^\d{4}-\d{2}-\d{2}$/.test(start.date)) out.push({ type: 'cip/setDate', date: start.date });
  if (start.q) out.push({ type: 'cip/setSearchKeywords', keywords: start.q });
  return out;
}

/**
 * The six-step CIP booking of §4 over the domain reducer (state persisted under the §3 keys, so a reload resumes):
 * service, extras at the origin, extras at the destination, passengers, confirm, payment. The frame and the first
 * step are plain HTML; the later steps (MUI, session, forms) load when the traveller first moves on.
 */
export function CipWizard({ start, endpoints }: { start: WizardStart; endpoints: FlightEndpoints }) {
  const { CIP_STEP_LABELS } = useDomainLabels();
  const channel = useBookingChannel();
  // The channel may name the last step its own way (an agency books on credit, it does not pay).
  const stepLabel = (step: CipStep) =>
    step === CipStep.payment && channel?.lastStepLabel ? channel.lastStepLabel : CIP_STEP_LABELS[step];
  const t = useTranslations('cip');
  const f = useFormat();
  const { state: stored, dispatch } = useCip();
  // Until the saved booking is read (client only), the server's HTML and the first paint show the first step with
  // the hand-over applied: the page's largest text is there at once (issue 17, LCP), and a fresh booking (the usual
  // cold load) does not change when the store catches up.
  const state = useMemo(
    () => (stored.loaded ? stored : startActions(start).reduce(cipReducer, stored)),
    [stored, start],
  );
  const notice = useCipStore((x) => x.notice);
  const [preferred, setPreferred] = useState(() => serviceTypeOf(start.service));
  const [showMissing, setShowMissing] = useState(false);
  const [wantReturn, setWantReturn] = useState(false);
  // Once shown, the later steps stay mounted (their providers keep the session and the cache) when stepping back.
  const [laterShown, setLaterShown] = useState(false);
  const top = useRef<HTMLHeadingElement>(null);
  const stepper = useRef<HTMLOListElement>(null);
  const applied = useRef(false);
  useCurrentStepInSight(stepper, state.step);

  // A search from the home bar is a new booking, whatever an earlier one left behind (a booked, paid or half-filled
  // wizard): the earlier booking and its order's draft are dropped, then the bar's date, text and service applied.
  useEffect(() => {
    if (!state.loaded || applied.current) return;
    applied.current = true;
    if (!isHandOver(start)) {
      setPreferred(readPreferredService());
      return;
    }
    resetCipBooking();
    writePreferredService(serviceTypeOf(start.service));
    for (const action of startActions(start)) dispatch(action);
    // A reload resumes this booking rather than starting it again.
    window.history.replaceState(window.history.state, '', window.location.pathname);
  }, [state.loaded, start, dispatch]);
  useEffect(() => {
    if (state.loaded && state.step !== CipStep.service) setLaterShown(true);
  }, [state.loaded, state.step]);

  const missing = wizardMissing(state, state.step);
  const toTop = () => {
    top.current?.scrollIntoView({ block: 'start' });
    top.current?.focus();
  };
  const go = (step: CipStep) => {
    // The outbound's passengers are entered: the return's tab opens with the offer to take them, not a warning.
    if (shouldOfferReturnPassengers(state, step)) {
      setShowMissing(false);
      dispatch({ type: 'cip/setOrderType', orderType: OrderType.Returning });
      toTop();
      return;
    }
    if (!canGoTo(state, step)) {
      setShowMissing(true);
      return;
    }
    setShowMissing(false);
    const orderType = orderTypeOnEntering(state, step);
    if (orderType !== state.currentOrderType) dispatch({ type: 'cip/setOrderType', orderType });
    dispatch({ type: 'cip/setStep', step });
    toTop();
  };
  const roundTrip =
    wantReturn ||
    state.orders[OrderType.Returning].flightDate !== null ||
    state.orders[OrderType.Returning].flightId !== null;
  const back = (
    <button
      type="button"
      className={`${text.buttonText} ${state.step >= CipStep.confirm ? s.backAfterConfirm : ''}`}
      onClick={() => go((state.step - 1) as CipStep)}
      disabled={state.step === CipStep.service}
      data-testid="wizard-back"
    >
      <Icon name="arrowBack" size={20} className="flip-rtl" />
      {t('previous')}
    </button>
  );

  return (
    <div className={`container ${s.page}`}>
      <h1 ref={top} tabIndex={-1} className={s.title}>
        {t('wizardTitle')}
      </h1>
      <ol ref={stepper} className={s.stepper}>
        {STEPS.map((step) => (
          <li
            key={step}
            className={`${s.step} ${step < state.step ? s.stepDone : ''} ${step === state.step ? s.stepActive : ''}`}
          >
            <button
              type="button"
              className={s.stepButton}
              onClick={() => go(step)}
              aria-current={step === state.step ? 'step' : undefined}
              data-testid={`step-${step}`}
            >
              {step < state.step ? (
                <Icon name="checkCircle" className={s.stepCheck} />
              ) : (
                <span className={s.stepIcon}>{f.digits(step + 1)}</span>
              )}
              <span className={s.stepLabel}>{stepLabel(step)}</span>
            </button>
          </li>
        ))}
      </ol>
      <div className={s.columns}>
        <section aria-label={stepLabel(state.step)} data-testid={`step-body-${state.step}`}>
          {state.step === CipStep.service && (
            <label className={s.switch}>
              <span className={s.switchBox}>
                <input
                  type="checkbox"
                  role="switch"
                  className={s.switchInput}
                  checked={roundTrip}
                  aria-checked={roundTrip}
                  onChange={(e) => {
                    setWantReturn(e.target.checked);
                    if (e.target.checked) {
                      // The return starts with the outbound's party: the same counts of adults, children, infants.
                      const counts = outboundCountsActions(state);
                      dispatch({ type: 'cip/setOrderType', orderType: OrderType.Returning });
                      for (const action of counts) dispatch(action);
                    } else {
                      dispatch({ type: 'cip/resetOrder', orderType: OrderType.Returning });
                      dispatch({ type: 'cip/setOrderType', orderType: OrderType.Departing });
                    }
                  }}
                  data-testid="round-trip"
                />
                <span className={s.switchTrack} />
                <span className={s.switchThumb} />
              </span>
              {t('roundTrip')}
            </label>
          )}
          {state.step < CipStep.confirm && roundTrip && <RoundTripTabs state={state} dispatch={dispatch} />}
          {notice && state.step === CipStep.service && (
            <PlainAlert severity="info" testId="wizard-notice">
              {notice}
            </PlainAlert>
          )}
          {state.step === CipStep.service && (
            <ServiceStep state={state} dispatch={dispatch} endpoints={endpoints} preferred={preferred} />
          )}
          {laterShown && <LaterSteps state={state} dispatch={dispatch} />}

          {showMissing && missing.length > 0 && (
            <div className={s.missing}>
              <PlainAlert severity="warning" role="alert" testId="missing">
                <p className={s.strongLine}>{t('missingTitle')}</p>
                <ul className={s.missingList}>
                  {missing.map((m) => (
                    <li key={m}>{m}</li>
                  ))}
                </ul>
              </PlainAlert>
            </div>
          )}
          {state.step < CipStep.confirm ? (
            <div className={s.nav}>
              {back}
              <button
                type="button"
                className={text.button}
                onClick={() => go((state.step + 1) as CipStep)}
                disabled={state.step >= LAST_CIP_STEP}
                data-testid="wizard-next"
              >
                {t('next')}
                <Icon name="arrowForward" size={20} className="flip-rtl" />
              </button>
            </div>
          ) : (
            back
          )}
        </section>
        <Summary state={state} />
      </div>
    </div>
  );
}

/** Departing/returning tabs; the returning tab exists as soon as round trip is switched on. */
function RoundTripTabs({ state, dispatch }: { state: CipState; dispatch: (a: CipAction) => void }) {
  // A just-switched-on return has no date yet: OrderTabs only lists orders in use, so show both here.
  const withReturn: CipState =
    state.orders[OrderType.Returning].flightDate === null
      ? { ...state, orders: [state.orders[0], { ...state.orders[1], flightDate: '' }] }
      : state;
  return <OrderTabs state={withReturn} dispatch={dispatch} />;
}

/** The running total beside the steps (on a phone, below them): each flight with its passengers, then the total. */
function Summary({ state }: { state: CipState }) {
  const { ORDER_TYPE_LABELS } = useDomainLabels();
  const t = useTranslations('cip');
  const f = useFormat();
  const total = cipStateTotal(state);
  const orders = ordersInUse(state);
  return (
    <div className={`${s.paper} ${s.summary}`} aria-live="polite">
      <h2 className={s.strongLine}>{t('summary')}</h2>
      {orders.map((o) => {
        const people = o.passengerInfo.personList;
        const names = people.map((p) => `${p.firstName} ${p.lastName}`.trim()).filter(Boolean);
        return (
          <div key={o.orderType} className={s.summaryOrder} data-testid={`summary-order-${o.orderType}`}>
            <p className={s.body2}>
              {orders.length > 1 && <strong>{ORDER_TYPE_LABELS[o.orderType]}: </strong>}
              <span className={s.muted}>{t('summaryPassengers', { n: f.digits(people.length) })}</span>
            </p>
            {names.length > 0 && <p className={`${s.body2} ${s.summaryNames}`}>{names.join('، ')}</p>}
          </div>
        );
      })}
      <div className={s.summaryRow}>
        <span>{t('total')}</span>
        <span className={s.total} data-testid="wizard-total">
          {f.price(total)}
        </span>
      </div>
    </div>
  );
}
