import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../../testing/fixtures';
import { callsTo, mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { makeCreatorCard, makeStorefrontNftCard } from '../testing/creator-fixtures';

type Answers = Parameters<typeof mockApi>[0];

const open = (path: string, answers: Answers, creatorsEnabled = true) => {
  const fetchMock = mockApi({ 'GET /api/config': makeConfig({ creatorsEnabled }), ...answers });
  return { fetchMock, ...renderAt(path) };
};

describe('/creators', () => {
  it('lists the creators as cards, a page at a time', async () => {
    const { fetchMock } = open('/creators', {
      'GET /api/storefront_artist/': (url: URL) =>
        url.searchParams.get('page') === '2'
          ? { count: 16, next: null, previous: 1, results: [makeCreatorCard({ id: 'c16', name: 'Zora' })] }
          : {
              count: 16,
              next: 2,
              previous: null,
              results: [makeCreatorCard(), makeCreatorCard({ id: 'c2', name: 'Grace', nft_count: 1 })],
            },
    });
    const cards = await screen.findAllByTestId('creator-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual(['/creators/creator-1', '/creators/c2']);
    expect(cards[1]!.textContent).toContain('1 NFT');
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByTestId('creator-card')[0]!.textContent).toContain('Zora'));
    expect(callsTo(fetchMock, '/api/storefront_artist/').map((query) => query.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('says when there are no creators, and retries after an error', async () => {
    let fail = true;
    open('/creators', {
      'GET /api/storefront_artist/': () =>
        fail
          ? new Reply(500, { detail: 'Server error.', code: 'error' })
          : { count: 0, next: null, previous: null, results: [] },
    });
    const error = await screen.findByTestId('error-state');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No creators yet.');
  });

  it('does not exist while creators are off', async () => {
    open('/creators', {}, false);
    expect(await screen.findByRole('heading', { name: /not found/i })).toBeTruthy();
  });
});

describe('/creators/{id}', () => {
  it("shows the profile and the creator's NFTs, each linking to its storefront page", async () => {
    const { fetchMock } = open('/creators/creator-1', {
      'GET /api/storefront_artist/creator-1': { ...makeCreatorCard(), created: '2026-01-01T00:00:00.000Z' },
      'GET /api/storefront_nft/': {
        results: [
          makeStorefrontNftCard(),
          makeStorefrontNftCard({ id: 'nft-8', uuid: 'sf-2', sold_out: true }),
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace', level: 1 })).toBeTruthy();
    const cards = await screen.findAllByTestId('storefront-nft-card');
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      '/nft/nft-9/storefront/auction',
      '/nft/nft-8/storefront/auction',
    ]);
    expect(cards[0]!.textContent).toContain('$25');
    expect(cards[0]!.textContent).toContain('6 of 10 left');
    expect(cards[1]!.textContent).toContain('SOLD OUT');
    expect(callsTo(fetchMock, '/api/storefront_nft/')[0]!.get('artist_id')).toBe('creator-1');
  });

  it('goes to not-found for an unknown creator', async () => {
    const { currentPath } = open('/creators/nobody', {
      'GET /api/storefront_artist/nobody': new Reply(404, { detail: 'Not found.', code: 'not_found' }),
    });
    await waitFor(() => expect(currentPath()).toBe('/page-not-found'));
  });
});
