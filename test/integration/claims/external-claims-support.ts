import { transactWrite } from '../../../functions/data/db';
import { type NftRecord, putNft } from '../../../functions/data/nft';
import { receiveExternalOrder } from '../../../functions/domain/claims/external/receive-order';
import { recordSandboxSale } from '../../../functions/lib/adapters/sandbox-external-orders';
import type { Deps } from '../../../functions/lib/deps';
import type { ExternalOrderLine } from '../../../functions/lib/ports/external-orders';
import { buildDemoCatalog } from '../../../scripts/seed/catalog';

/** An NFT of `quantity` editions, none sold yet. */
export async function putClaimableNft(deps: Deps, quantity = 10): Promise<NftRecord> {
  const template = buildDemoCatalog(deps.clock.now()).nfts.find((nft) => nft.quantity > 1);
  if (!template) throw new Error('The demo catalog has no NFT with editions');
  const nft: NftRecord = { ...template, id: `ext-nft-${deps.newId().toLowerCase()}`, quantity };
  await transactWrite(deps.db, [putNft(deps.db, nft)]);
  return nft;
}

/** A sale recorded on the external site's sandbox, without its webhook: answers the order id. */
export const recordSale = async (deps: Deps, buyerEmail: string, lines: ExternalOrderLine[]) =>
  (await recordSandboxSale(deps.db, deps.clock, deps.newId, { buyerEmail, lines })).id;

/** A sale and its webhook: answers the claim's token. */
export async function saleWithClaim(deps: Deps, buyerEmail: string, lines: ExternalOrderLine[]) {
  const orderId = await recordSale(deps, buyerEmail, lines);
  return (await receiveExternalOrder(deps, orderId)).token;
}
