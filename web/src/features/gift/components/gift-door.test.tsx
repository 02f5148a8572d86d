import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { makeNftDetail, makeOwnedItem } from '../../../testing/nft-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

const owned = (overrides: Partial<OwnedItem> = {}) =>
  makeOwnedItem({ id: 'nft-a-3', sequence: 3, is_owner: true, sold_at: null, ...overrides });

const pendingGift = (reclaimableAt: string) => ({
  gift: {
    uuid: 'g1',
    nft_item: 'nft-a-3',
    receiving_user_email: 'friend@example.com',
    status: 'pending',
    fee: 1,
    created_at: '2026-01-01T12:00:00.000Z',
    reclaimable_at: reclaimableAt,
  },
});

function open(item: OwnedItem, answers: Parameters<typeof mockApi>[0] = {}) {
  setLoggedInCookie();
  const fetchMock = mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/inbox/unread': { unread: 0 },
    'GET /api/nft/nft-a': makeNftDetail({ id: 'nft-a', traits: [] }),
    'GET /api/nft/nft-a/item/nft-a-3': item,
    'GET /api/auction/drops': { count: 0, next: null, results: [] },
    ...answers,
  });
  renderAt('/nft/nft-a/nft-a-3/details');
  return fetchMock;
}

describe("the owned-item page's gift door", () => {
  it('leads to /gift-nft while the item can be gifted', async () => {
    open(owned({ can_gift: true }));
    const actions = within(await screen.findByTestId('owner-actions'));
    expect(actions.getByRole('link', { name: 'Gift' }).getAttribute('href')).toBe(
      '/nft/nft-a/nft-a-3/gift-nft',
    );
  });

  it('shows a pending gift and reclaims it once 30 days have passed', async () => {
    const fetchMock = open(owned({ can_gift: false }), {
      'GET /api/nft/nft-a-3/gift': pendingGift('2026-01-31T12:00:00.000Z'),
      'POST /api/nft/nft-a-3/gift/reclaim': {
        ...pendingGift('2026-01-31T12:00:00.000Z').gift,
        status: 'reclaimed',
      },
    });
    const door = within(await screen.findByTestId('gift-pending'));
    expect(door.getByText('friend@example.com')).toBeTruthy();
    fireEvent.click(door.getByRole('button', { name: 'Reclaim Gift' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([input, init]) =>
            init?.method === 'POST' && String(input).endsWith('/api/nft/nft-a-3/gift/reclaim'),
        ),
      ).toBe(true),
    );
  });

  it('says when a pending gift may be reclaimed before then', async () => {
    open(owned({ can_gift: false }), {
      'GET /api/nft/nft-a-3/gift': pendingGift('2999-01-01T12:00:00.000Z'),
    });
    const door = within(await screen.findByTestId('gift-pending'));
    expect(door.queryByRole('button', { name: 'Reclaim Gift' })).toBeNull();
    expect(door.getByText(/can be reclaimed from/)).toBeTruthy();
  });
});
