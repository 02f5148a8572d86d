import { type ReactNode, useState } from 'react';
import type { AuctionDetail } from '../../../../../shared/api/schemas/bids';
import { messages } from '../../../../../shared/domain/messages';
import { AuctionHeading } from '../../../components/flow-layout/auction-heading';
import * as styles from '../../../components/flow-layout/flow-layout.css';
import { WhileLive } from '../../../components/flow-layout/while-live';
import { Loader } from '../../../components/loader/loader';
import { Page } from '../../../components/page/page';
import { ErrorState } from '../../../components/status/error-state';
import { paths } from '../../../config/paths';
import { errorText } from '../../../lib/api-client';
import { useAuction } from '../../../lib/auctions/get-auction';
import type { BidPlaced } from '../api/place-bid';
import { AuctionTermsGate } from './auction-terms-gate';
import { BidSuccess } from './bid-success';

export interface AuctionBidPageProps {
  nftId: string;
  auctionId: string;
  title: string;
  /** The steps after the terms: the form, given the auction, the way back and what to do once placed. */
  children: (auction: AuctionDetail, backTo: string, onPlaced: (answer: BidPlaced) => void) => ReactNode;
}

/**
 * The bid pages' frame: loads the auction (again at its refresh_at), asks for the auction terms first, then
 * shows the steps, and successPlace or successUpdate once the bid is taken. An auction that is not live (not
 * started, ended, sold out) shows why instead, with the way back.
 */
export function AuctionBidPage({ nftId, auctionId, title, children }: AuctionBidPageProps) {
  const { data: auction, error, mutate } = useAuction(auctionId);
  const [placed, setPlaced] = useState<BidPlaced | null>(null);
  const backTo = paths.auction({ nftId, auctionId });

  if (placed) {
    return (
      <BidSuccess
        message={placed.status === 'updated' ? messages.bidUpdated : messages.bidPlaced}
        backTo={backTo}
      />
    );
  }
  // A failed background refresh keeps the auction it had: a checkout under way must not be thrown away.
  if (!auction) {
    if (error) return <ErrorState message={errorText(error)} onRetry={() => void mutate()} />;
    return <Loader label="Loading auction" />;
  }
  return (
    <Page title={title} testId="auction-bid">
      <div className={styles.column}>
        <AuctionHeading auction={auction} />
        <WhileLive auction={auction} backTo={backTo}>
          <AuctionTermsGate termsKey={auction.terms_key}>
            {children(auction, backTo, (answer) => {
              setPlaced(answer);
              void mutate();
            })}
          </AuctionTermsGate>
        </WhileLive>
      </div>
    </Page>
  );
}
