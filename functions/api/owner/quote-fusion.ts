import { fusionRoutes } from '../../../shared/api/routes/fusion';
import { quoteFusion as quote } from '../../domain/fusion/fusion-info';
import { centsToUsd } from '../../domain/money';
import { endpoint } from '../../lib/http';
import { paymentChoiceOf } from '../payment-choice';

/** The fee of fusing these items: 50 USD plus the chosen method's fee. */
export const quoteFusion = endpoint(fusionRoutes.quoteFusion, async (deps, { body, user }) => {
  const { payment_method } = body;
  const method = payment_method ? await paymentChoiceOf(deps, user.uuid, { ...body, payment_method }) : null;
  const priced = await quote(deps, { userUuid: user.uuid, itemIds: body.items, method });
  return {
    amount: centsToUsd(priced.priceCents),
    fees: priced.fees.map((fee) => ({
      kind: fee.kind,
      label: fee.label,
      amount: centsToUsd(fee.amountCents),
    })),
    total: centsToUsd(priced.totalCents),
  };
});
