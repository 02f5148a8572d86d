import { PREQUALIFIED_REFRESH_BEFORE_END_MS } from '../../domain/constants';
import { nextTransitionAt } from '../timed-state';
import type { AuctionKind } from './auction-kinds';
import { type DutchTerms, dutchNextRun, dutchScheduleOf } from './dutch-price';
import type { AuctionTerms } from './terms';

type RefreshTerms = Pick<AuctionTerms, 'starts' | 'ends'> & DutchTerms;

/**
 * When an auction page reloads its details next: at the start and the end; a pre-qualified auction also
 * 3 minutes before the end; a Dutch auction at each interval completion. Null when nothing changes any more.
 */
export function nextDetailRefreshAt(kind: AuctionKind, auction: RefreshTerms, now: Date): Date | null {
  const moments = [nextTransitionAt(now, auction.starts, auction.ends)];
  if (kind.mode === 'bid' && kind.preQualifiedOnly && auction.ends !== null) {
    moments.push(new Date(new Date(auction.ends).getTime() - PREQUALIFIED_REFRESH_BEFORE_END_MS));
  }
  if (kind.mode === 'buy' && kind.fallingPrice) moments.push(dutchNextRun(dutchScheduleOf(auction), now));
  const upcoming = moments
    .filter((moment): moment is Date => moment !== null && moment.getTime() > now.getTime())
    .map((moment) => moment.getTime());
  return upcoming.length === 0 ? null : new Date(Math.min(...upcoming));
}
