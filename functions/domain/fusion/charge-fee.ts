import { DEFAULT_FUSE_PRICE_CENTS } from '../../../shared/domain/constants';
import { TransactionKind } from '../../../shared/domain/enums';
import { messages } from '../../../shared/domain/messages';
import type { FusionRecord } from '../../data/fusion';
import type { Deps } from '../../lib/deps';
import { chargeReserved } from '../purchases/charge-reserved';
import { giveBackFusedItems } from './give-back';

/**
 * Charges the fusion's fee (50 USD plus the method's fee) with the method of its request, once by its order id:
 * the request does, and the workflow finishes a charge its request left unfinished. A refusal or a decline moved
 * no money: the fusion fails and the items go back ('Payment failed.'), and the error stands.
 */
export const chargeFusionFee = (deps: Deps, record: FusionRecord, siteUrl?: string) =>
  chargeReserved(
    deps,
    {
      orderId: record.orderId,
      userUuid: record.userUuid,
      method: record.method,
      priceCents: DEFAULT_FUSE_PRICE_CENTS,
      kind: TransactionKind.fusion,
      title: `Fusion of ${record.items.map((item) => item.title).join(', ')}`.slice(0, 200),
      items: record.items.map((item) => ({ type: 'fusion', id: item.id })),
      siteUrl,
    },
    () => giveBackFusedItems(deps, record, messages.paymentFailed),
  );
