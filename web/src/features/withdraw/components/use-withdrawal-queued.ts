import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Withdrawal } from '../../../../../shared/api/schemas/withdrawals';
import { balancesKey } from '../../../lib/payments/get-balances';
import { withdrawalsKey } from '../api/list-withdrawals';

/**
 * The withdrawal just queued (null before), and what marks it queued: the money has left the balance, and the
 * history has a new row, so both are read again.
 */
export function useWithdrawalQueued() {
  const [queued, setQueued] = useState<Withdrawal | null>(null);
  const { mutate } = useSWRConfig();
  const onQueued = (withdrawal: Withdrawal) => {
    setQueued(withdrawal);
    void mutate(balancesKey());
    void mutate(withdrawalsKey());
  };
  return { queued, onQueued };
}
