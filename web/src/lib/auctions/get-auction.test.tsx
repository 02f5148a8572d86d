import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeAuctionDetail } from '../../testing/auction-fixtures';
import { mockApi } from '../../testing/mock-api';
import { renderAt } from '../../testing/render';
import { useAuction } from './get-auction';

function AuctionTitle() {
  const { data } = useAuction('auction-1');
  return <p data-testid="title">{data?.title ?? 'loading'}</p>;
}

describe('useAuction', () => {
  it('loads the auction again at its refresh_at', async () => {
    let reads = 0;
    mockApi({
      'GET /api/auction/auction-1': () => {
        reads += 1;
        return reads === 1
          ? makeAuctionDetail({ title: 'Before', refresh_at: new Date(Date.now() + 200).toISOString() })
          : makeAuctionDetail({ title: 'After', refresh_at: null });
      },
    });
    renderAt('/', <AuctionTitle />);
    expect((await screen.findByText('Before')).textContent).toBe('Before');
    expect((await screen.findByText('After')).textContent).toBe('After');
    expect(reads).toBe(2);
  });
});
