import { cryptoRoutes } from '../../../shared/api/routes/crypto';
import { refundCrypto } from '../../domain/crypto/refund';
import { coinAmountText } from '../../domain/money';
import { endpoint } from '../../lib/http';

/** Refunds prepaid coins to the caller's refund address, less the 0.2% bank fee. */
export const withdrawCrypto = endpoint(cryptoRoutes.withdrawCrypto, async (deps, { body, user, logger }) => {
  const refund = await refundCrypto(deps, logger, {
    userUuid: user.uuid,
    coin: body.coin,
    amount: body.amount,
  });
  return {
    status: 'submitted' as const,
    amount: coinAmountText(refund.micros),
    fee: coinAmountText(refund.feeMicros),
  };
});
