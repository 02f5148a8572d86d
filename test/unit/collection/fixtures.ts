import type { NftRecord } from '../../../functions/data/nft';
import { type NftItemRecord, platformEdition } from '../../../functions/data/nft-item';
import { PaymentMethod } from '../../../shared/domain/enums';

export const baseNft: NftRecord = {
  id: 'nft-a',
  collectionId: 'collection-a',
  title: 'Alpha',
  type: 4,
  quantity: 100,
  imageKey: 'nfts/a.svg',
  thumbnailKey: 'nfts/a.svg',
  videoKey: null,
  audioKey: null,
  description: 'A',
  traits: [],
  artist: { id: 'artist-a', name: 'Ada', iconKey: 'a/icon.svg', imageKey: 'a/image.svg' },
  mintedBy: 'platform',
  hasVault: 'no',
  blockchainType: 1,
  resellAllowed: true,
  platformFeeBps: 500,
  resaleRoyaltyBps: 1000,
  rank: null,
};

/** An item owned by `owner` since `ownedAt`, bought for `cents` by card unless told otherwise. */
export function ownedItem(overrides: Partial<NftItemRecord> & { cents?: number } = {}): NftItemRecord {
  const { cents = 1000, ...rest } = overrides;
  return {
    ...platformEdition(baseNft, overrides.sequence ?? 1),
    owner: 'user-1',
    ownedAt: '2026-06-01T12:00:00.000Z',
    acquisition: {
      how: 'buy',
      orderId: 'order-1',
      lineItem: {
        amountCents: cents,
        coin: null,
        coinMicros: null,
        method: PaymentMethod.card,
        last4: '4242',
      },
    },
    version: 1,
    ...rest,
  };
}
