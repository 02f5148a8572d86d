import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '../../../../../shared/domain/messages';
import { AppRoutes } from '../../../app/app';
import { callsTo, mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { backgroundFilters, makeCollection, makeCollectionNft } from '../test-fixtures';
import { CollectionRoute } from './collection-route';

const ID = 'collection-neon';
const BASE = `/api/collections/${ID}`;
const nftPage = (
  results: ReturnType<typeof makeCollectionNft>[],
  next: number | null = null,
  count = results.length,
) => ({
  count,
  next,
  results,
});

function api(nfts: (url: URL) => unknown, collection = makeCollection()) {
  return mockApi({
    [`GET ${BASE}/`]: collection,
    [`GET ${BASE}/filters/`]: backgroundFilters,
    [`GET ${BASE}/nfts/`]: nfts,
  });
}

const renderCollection = () => renderAt(`/collection/${ID}`, <CollectionRoute id={ID} />);

describe('CollectionRoute', () => {
  it('shows a loader, then the header, filters and NFT cards with editions, rank and price texts', async () => {
    api(() =>
      nftPage([
        makeCollectionNft(),
        makeCollectionNft({
          id: 'n2',
          title: 'Tour Poster',
          editions: 250,
          rank: null,
          resell_allowed: false,
        }),
        makeCollectionNft({ id: 'n3', title: 'Open Print', editions: null, rank: null, price: 40 }),
      ]),
    );
    renderCollection();
    expect(screen.getByRole('status', { name: 'Loading collection' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Neon Alley' })).toBeTruthy();
    expect(screen.getByText('Forty generative city blocks.')).toBeTruthy();

    const cards = await screen.findAllByTestId('nft-card');
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('Edition: 1')).toBeTruthy();
    expect(within(first).getByText('Rank: #1')).toBeTruthy();
    expect(within(first).getByText('Make An Offer')).toBeTruthy();
    expect(within(second).getByText('Editions: 250')).toBeTruthy();
    expect(within(second).getByText('Not For Sale')).toBeTruthy();
    expect(within(third).getByText('Editions: Open')).toBeTruthy();
    expect(within(third).getByText('$40')).toBeTruthy();
    expect(within(first).getByRole('link').getAttribute('href')).toBe(
      '/nft/nft-neon-001/marketplace-auction',
    );
    expect(screen.getByRole('checkbox', { name: /Aurora/ })).toBeTruthy();
    expect(screen.getByText('3 · 7.50%')).toBeTruthy();
  });

  it('offers rank orders for a ranked collection only and asks for its default order', async () => {
    const fetchMock = api(() => nftPage([makeCollectionNft()]));
    renderCollection();
    await screen.findAllByTestId('nft-card');
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('rank');
    expect([...sort.options].map((option) => option.value)).toContain('-rank');
    expect(callsTo(fetchMock, `${BASE}/nfts/`)[0]?.get('ordering')).toBe('rank');
  });

  it('sorts an unranked collection by price by default, without rank options', async () => {
    const fetchMock = api(
      () => nftPage([makeCollectionNft({ rank: null })]),
      makeCollection({ is_ranked: false, type: 'other' }),
    );
    renderCollection();
    await screen.findAllByTestId('nft-card');
    const sort = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(sort.value).toBe('price');
    expect([...sort.options].map((option) => option.value)).not.toContain('rank');
    expect(callsTo(fetchMock, `${BASE}/nfts/`)[0]?.get('ordering')).toBe('price');
  });

  it('filters by a trait with a chip that removes it, back to page 1', async () => {
    const fetchMock = api((url) =>
      url.searchParams.get('traits') === '1:Aurora'
        ? nftPage([makeCollectionNft({ id: 'aurora', title: 'Aurora Block' })])
        : nftPage([makeCollectionNft()]),
    );
    renderCollection();
    fireEvent.click(await screen.findByRole('checkbox', { name: /Aurora/ }));
    expect(await screen.findByText('Aurora Block')).toBeTruthy();
    const chip = screen.getByRole('button', { name: 'Remove Background: Aurora' });
    expect(callsTo(fetchMock, `${BASE}/nfts/`).at(-1)?.get('page')).toBe('1');
    fireEvent.click(chip);
    await waitFor(() => expect(screen.queryByTestId('applied-filters')).toBeNull());
    expect(await screen.findByText('Neon Alley #001')).toBeTruthy();
    expect(screen.queryByText('Aurora Block')).toBeNull();
  });

  it('pages with Previous and Next', async () => {
    const fetchMock = api((url) =>
      url.searchParams.get('page') === '2'
        ? nftPage([makeCollectionNft({ id: 'p2', title: 'Page Two' })], null, 21)
        : nftPage([makeCollectionNft()], 2, 21),
    );
    renderCollection();
    expect(await screen.findByText('Page 1 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page Two')).toBeTruthy();
    expect(screen.getByText('Page 2 of 2')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    expect(callsTo(fetchMock, `${BASE}/nfts/`).map((query) => query.get('page'))).toEqual(['1', '2']);
  });

  it("shows the spec's empty texts: no NFTs, and '0 Results' under filters", async () => {
    api(() => nftPage([]));
    renderCollection();
    expect(await screen.findByText(messages.noSecondaryListings)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /Aurora/ }));
    expect(await screen.findByText(messages.noResults)).toBeTruthy();
  });

  it('shows an error with a retry when the NFTs fail to load', async () => {
    let fail = true;
    api(() => (fail ? new Reply(500, { detail: 'Boom' }) : nftPage([makeCollectionNft()])));
    renderCollection();
    const error = await screen.findByTestId('error-state');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('nft-card')).toBeTruthy();
  });

  it("toasts 'Collection not found' and goes home for an unknown collection", async () => {
    mockApi({ [`GET ${BASE}/`]: new Reply(404, { detail: messages.collectionNotFound }) });
    const { currentPath } = renderAt(`/collection/${ID}`, <AppRoutes />);
    expect(await screen.findByText(messages.collectionNotFound)).toBeTruthy();
    await waitFor(() => expect(currentPath()).toBe('/drops'));
  });
});
