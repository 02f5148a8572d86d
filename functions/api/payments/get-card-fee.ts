import { paymentsRoutes } from '../../../shared/api/routes/payments';
import { usdTextToCents } from '../../domain/cards/card-fee';
import { centsToUsd } from '../../domain/money';
import { endpoint } from '../../lib/http';

/** The processor's fee for a card payment of `amount` USD, which checkouts add as the 'Credit Card' fee. */
export const getCardFee = endpoint(paymentsRoutes.getCardFee, async (deps, { query }) => ({
  fee: centsToUsd(deps.cards.cardFee(usdTextToCents(query.amount))),
}));
