'use client';

import { type CipAction, type CipState, CipStep } from '@vip/domain';
import { AppProviders } from '@/features/shell/AppProviders';
import { ConfirmStep } from './ConfirmStep';
import { ExtrasStep } from './ExtrasStep';
import { PassengersStep } from './PassengersStep';
import { PaymentStep } from './PaymentStep';

/**
 * The wizard's steps after the service (extras, passengers, confirm, payment) with what they need: MUI, the member's
 * session (next-auth) and the query cache. Loaded on demand once the traveller moves past the first step, so the
 * cold load of /cip/booking ships none of it (issue 17); it stays mounted when they step back.
 */
export function LaterSteps({ state, dispatch }: { state: CipState; dispatch: (a: CipAction) => void }) {
  const step = state.step;
  return (
    <AppProviders>
      {(step === CipStep.extraServicesDeparture || step === CipStep.extraServicesArrival) && (
        <ExtrasStep state={state} dispatch={dispatch} />
      )}
      {step === CipStep.passengers && <PassengersStep state={state} dispatch={dispatch} />}
      {step === CipStep.confirm && <ConfirmStep state={state} dispatch={dispatch} />}
      {step === CipStep.payment && <PaymentStep dispatch={dispatch} />}
    </AppProviders>
  );
}
