import * as styles from './market-activity.css';
import { NftActivity } from './nft-activity';
import { PriceHistoryPanel } from './price-history';

/** The NFT page's market section: the price history chart, then the activity feed. */
export function NftMarketPanel({ nftId }: { nftId: string }) {
  return (
    <div className={styles.section} data-testid="nft-market">
      <PriceHistoryPanel nftId={nftId} />
      <NftActivity nftId={nftId} />
    </div>
  );
}

export default NftMarketPanel;
