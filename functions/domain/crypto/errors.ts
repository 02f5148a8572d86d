import { messages } from '../../../shared/domain/messages';
import { AppError } from '../../lib/errors';

/**
 * A crypto refund did not happen, and no coin left the balance: 400 when the request cannot be served (no
 * refund address, more than the balance), 502 when the custody provider refused the send.
 */
export class WithdrawCoinFailedError extends AppError {
  constructor(
    status: 400 | 502,
    code: 'withdraw_coin_failed' | 'custody_send_failed' = 'withdraw_coin_failed',
  ) {
    super(status, code, messages.withdrawCoinFailed);
  }
}
