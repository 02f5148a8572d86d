import type { CollectionRecord } from '../../data/collection';
import type { CollectionOfferRecord } from '../../data/collection-offer';
import type { NftRecord } from '../../data/nft';

/** An item of this NFT may fill the offer: of its collection and, for a trait offer, with that trait's value. */
export const offerMatches = (
  offer: Pick<CollectionOfferRecord, 'collectionId' | 'trait'>,
  nft: Pick<NftRecord, 'collectionId' | 'traits'>,
) =>
  nft.collectionId === offer.collectionId &&
  (offer.trait === null ||
    nft.traits.some((trait) => trait.type === offer.trait?.type && trait.displayValue === offer.trait.value));

/** Some NFT of the collection has the trait (the counts stored on the collection, no NFT read). */
export const collectionHasTrait = (
  collection: Pick<CollectionRecord, 'traitStats'>,
  trait: NonNullable<CollectionOfferRecord['trait']>,
) =>
  collection.traitStats.some((tier) =>
    tier.traits.some((count) => count.type === trait.type && count.value === trait.value && count.count > 0),
  );
