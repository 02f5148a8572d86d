import type { Fusion, FusionItem } from '../../../shared/api/schemas/fusion';
import type { FusionRecord } from '../../data/fusion';
import type { NftRecord } from '../../data/nft';
import { editionId, type NftItemRecord } from '../../data/nft-item';
import { mediaUrl } from '../../domain/media';
import type { Deps } from '../../lib/deps';

/** Part 1 §3 'Fusion item'. */
export const fusionItemView = (deps: Pick<Deps, 'env'>, item: NftItemRecord, nft: NftRecord): FusionItem => ({
  id: item.id,
  sequence: item.sequence,
  nft: {
    id: nft.id,
    type: nft.type,
    title: nft.title,
    thumbnail: mediaUrl(deps.env, nft.thumbnailKey),
    image: mediaUrl(deps.env, nft.imageKey),
    artist: {
      name: nft.artist.name,
      icon: mediaUrl(deps.env, nft.artist.iconKey),
      image: mediaUrl(deps.env, nft.artist.imageKey),
    },
  },
});

export const fusionView = (deps: Pick<Deps, 'env'>, record: FusionRecord): Fusion => ({
  id: record.id,
  status: record.status,
  items: record.items.map((item) => ({
    id: item.id,
    nft_id: item.nftId,
    sequence: item.sequence,
    title: item.title,
    thumbnail: mediaUrl(deps.env, item.thumbnailKey),
  })),
  requested_at: record.requestedAt,
  ended_at: record.endedAt,
  result:
    record.status === 'completed' && record.resultNftId
      ? { nft_id: record.resultNftId, item_id: editionId(record.resultNftId, 1) }
      : null,
  shipping: record.shipment
    ? { address_uuid: record.shipment.addressUuid, shipped_at: record.shipment.shippedAt }
    : null,
  failure: record.failure,
});
