import { type ReactNode, useState } from 'react';
import { useLocation } from 'wouter';
import type { Balances } from '../../../../../shared/api/schemas/billing';
import { Loader } from '../../../components/loader/loader';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { useBalances } from '../../../lib/payments/get-balances';
import { WithdrawDeniedModal } from './withdraw-denied-modal';

export interface WithdrawAreaGuardProps {
  /** The screen, given the balances that allowed it. */
  children: (balances: Balances) => ReactNode;
}

/**
 * The withdraw area (all but history) opens only if the balances allow a withdrawal; otherwise the denial modal
 * shows and the user is sent home (spec part 1 §2). The first fresh answer decides: a withdrawal made here may use
 * up what was available, and its confirmation must stay on screen.
 */
export function WithdrawAreaGuard({ children }: WithdrawAreaGuardProps) {
  const { data: balances, error, mutate, isValidating } = useBalances();
  const [, navigate] = useLocation();
  const [firstAnswer, setFirstAnswer] = useState<Balances | null>(null);
  // Cached balances show at once; the fresh answer of this visit is the one that decides.
  if (balances && !isValidating && !firstAnswer) setFirstAnswer(balances);

  if (!balances)
    return error ? <ErrorState onRetry={() => void mutate()} /> : <Loader label="Loading balances" />;
  const decided = firstAnswer ?? balances;
  if (!decided.withdraw_allowed)
    return (
      <WithdrawDeniedModal
        reason={decided.withdraw_denied_reason}
        onLeave={() => navigate(paths.root(), { replace: true })}
      />
    );
  return children(balances);
}
