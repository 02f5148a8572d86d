/** Artists are embedded (denormalized) in the drops, auctions and NFTs that show them; media are storage keys. */
export interface ArtistRecord {
  id: string;
  name: string;
  iconKey: string;
  imageKey: string;
}
