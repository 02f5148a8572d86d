import type { ProcessStatus } from '../../../../../shared/domain/enums';

/** The identity dialog's steps (spec part 1 §4): a second failure or an error offers support. */
export type IdentityStep = 'init' | 'fail' | 'secondFail' | 'error';

export interface IdentityState {
  step: IdentityStep;
  failures: number;
}

export type IdentityEvent =
  /** The user came back from the provider and /me was read again. */
  | { type: 'checked'; status: ProcessStatus }
  /** 'Try again' after the first failure. */
  | { type: 'retry' }
  /** A call failed. */
  | { type: 'crashed' };

export const initialIdentityState: IdentityState = { step: 'init', failures: 0 };

/** A declined (or expired) check is a failure; completed is handled by the caller; anything else still runs. */
export function identityReducer(state: IdentityState, event: IdentityEvent): IdentityState {
  switch (event.type) {
    case 'checked': {
      if (event.status !== 'failed' && event.status !== 'expired') return state;
      const failures = state.failures + 1;
      return { step: failures > 1 ? 'secondFail' : 'fail', failures };
    }
    case 'retry':
      return state.step === 'fail' ? { ...state, step: 'init' } : state;
    case 'crashed':
      return { ...state, step: 'error' };
  }
}

/** Where the provider's flow runs: the local cloud's sandbox page, or the provider's hosted flow. */
export const identityFlowUrl = (config: {
  environment: 'sandbox' | 'production';
  template_id: string;
  reference_id: string;
}): string =>
  config.environment === 'sandbox'
    ? `/sandbox/identity/${encodeURIComponent(config.reference_id)}`
    : `https://withpersona.com/verify?${new URLSearchParams({
        'inquiry-template-id': config.template_id,
        'reference-id': config.reference_id,
      })}`;
