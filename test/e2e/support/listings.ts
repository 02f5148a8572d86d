import { getNft } from '../../../functions/data/nft';
import type { LocalCloud } from '../../../scripts/local-cloud/cloud';
import { giveEdition } from '../../integration/collection/support';
import type { Collector } from './collector';

/**
 * Gives edition `sequence` of `nftId` to the seller as a claim (no card cool-down) and lists it at `priceUsd`
 * through the API, as the owned-item page's 'Post for sale' does; answers the listing's id.
 */
export async function listEdition(
  cloud: LocalCloud,
  seller: Collector,
  edition: { nftId: string; sequence: number; priceUsd: number },
): Promise<string> {
  const { deps } = cloud;
  const nft = await getNft(deps.db, edition.nftId);
  if (!nft) throw new Error(`${edition.nftId} is not seeded`);
  await giveEdition(deps, nft, edition.sequence, seller.user.uuid, { how: 'claim', lineItem: null });
  const token = await deps.sessions.issueIdToken({ uuid: seller.user.uuid, emailVerified: true });
  const answer = await fetch(`${cloud.url}/api/auction/create`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      nft_id: edition.nftId,
      price: edition.priceUsd,
      nft_items: [`${edition.nftId}-${edition.sequence}`],
    }),
  });
  if (!answer.ok) throw new Error(`listing failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { listing: { id: string } }).listing.id;
}
