import { STOREFRONT_MINTING_FEE_CENTS } from '../../../shared/domain/constants';
import { TransactionKind } from '../../../shared/domain/enums';
import type { StorefrontNftRecord } from '../../data/storefront-nft';
import type { Deps } from '../../lib/deps';
import { chargeReserved } from '../purchases/charge-reserved';
import { failStorefrontMint } from './fail-mint';

/**
 * Charges the minting fee ($5 plus the method's fee) with the method of the mint request, once by its order id: the
 * request does, and the workflow finishes a charge its request left unfinished. A refusal or a decline moved no
 * money: the mint fails, and the error stands.
 */
export function chargeMintFee(deps: Deps, record: StorefrontNftRecord, siteUrl?: string) {
  if (!record.mintOrderId || !record.mintMethod)
    throw new Error(`Storefront NFT ${record.uuid} is not minting`);
  return chargeReserved(
    deps,
    {
      orderId: record.mintOrderId,
      userUuid: record.creatorUserUuid,
      method: record.mintMethod,
      priceCents: STOREFRONT_MINTING_FEE_CENTS,
      kind: TransactionKind.mint,
      title: `Minting ${record.title}`.slice(0, 200),
      items: [{ type: 'storefront-mint', id: record.uuid }],
      siteUrl,
    },
    () => failStorefrontMint(deps, record.uuid),
  );
}
