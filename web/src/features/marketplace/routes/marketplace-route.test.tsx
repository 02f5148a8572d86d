import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../../shared/domain/messages';
import { callsTo, mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { makeCollection } from '../test-fixtures';
import { MarketplaceRoute } from './marketplace-route';

const MARKETPLACE = '/api/collections/marketplace/';
const categories = [{ id: 'music', title: 'Music' }];
const page = (
  results: ReturnType<typeof makeCollection>[],
  next: number | null = null,
  count = results.length,
) => ({
  count,
  next,
  results,
});
const featured = (url: URL) => url.searchParams.get('filters') === 'featured';

describe('MarketplaceRoute', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows loading placeholders, then the featured carousel and collection cards', async () => {
    mockApi({
      'GET /api/nft/categories': categories,
      [`GET ${MARKETPLACE}`]: (url: URL) =>
        featured(url)
          ? page([makeCollection({ id: 'featured-1', title: 'Featured One', featured: true })])
          : page([
              makeCollection(),
              makeCollection({ id: 'sound', title: 'Soundstage', floor_price: 12.75 }),
            ]),
    });
    renderAt('/marketplace', <MarketplaceRoute />);
    expect(screen.getAllByTestId('loader').length).toBeGreaterThan(0);

    const grid = await screen.findByTestId('collections-grid');
    const cards = within(grid).getAllByTestId('collection-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0] as HTMLElement).getByText('Make An Offer')).toBeTruthy();
    expect(within(cards[0] as HTMLElement).getByText('40 Items')).toBeTruthy();
    expect(within(cards[1] as HTMLElement).getByText('Floor Price: $12.75')).toBeTruthy();
    expect(
      within(cards[1] as HTMLElement)
        .getByRole('link', { name: 'Soundstage' })
        .getAttribute('href'),
    ).toBe('/collection/sound');
    const carousel = await screen.findByTestId('featured-collections');
    expect(within(carousel).getByText('Featured One')).toBeTruthy();
  });

  it('scrolls the carousel 220 px a step', async () => {
    mockApi({
      'GET /api/nft/categories': categories,
      [`GET ${MARKETPLACE}`]: () => page([makeCollection({ featured: true })]),
    });
    const scrollBy = vi.fn();
    Object.defineProperty(HTMLElement.prototype, 'scrollBy', { configurable: true, value: scrollBy });
    renderAt('/marketplace', <MarketplaceRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Scroll forward' }));
    fireEvent.click(screen.getByRole('button', { name: 'Scroll back' }));
    expect(scrollBy.mock.calls.map(([options]) => options.left)).toEqual([220, -220]);
  });

  it("shows the spec's empty text, and '0 Results' when a search finds nothing", async () => {
    mockApi({
      'GET /api/nft/categories': categories,
      [`GET ${MARKETPLACE}`]: (url: URL) =>
        url.searchParams.has('search') || featured(url) ? page([]) : page([]),
    });
    renderAt('/marketplace', <MarketplaceRoute />);
    expect(await screen.findByText(messages.noSecondaryListings)).toBeTruthy();
    expect(screen.queryByTestId('featured-collections')).toBeNull();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search collections' }), {
      target: { value: 'zzz' },
    });
    expect(await screen.findByText(messages.noResults)).toBeTruthy();
  });

  it('shows an error with a retry when the list fails', async () => {
    let fail = true;
    mockApi({
      'GET /api/nft/categories': categories,
      [`GET ${MARKETPLACE}`]: (url: URL) =>
        featured(url) ? page([]) : fail ? new Reply(500, { detail: 'Boom' }) : page([makeCollection()]),
    });
    renderAt('/marketplace', <MarketplaceRoute />);
    const error = await screen.findByTestId('error-state');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('collection-card')).toBeTruthy();
  });

  it("asks for 20 from offset 0, then the next offset with 'SHOW MORE'", async () => {
    const fetchMock = mockApi({
      'GET /api/nft/categories': categories,
      [`GET ${MARKETPLACE}`]: (url: URL) => {
        if (featured(url)) return page([]);
        return url.searchParams.get('offset') === '20'
          ? page([makeCollection({ id: 'second', title: 'Second' })], null, 21)
          : page([makeCollection({ id: 'first', title: 'First' })], 20, 21);
      },
    });
    renderAt('/marketplace', <MarketplaceRoute />);
    expect(await screen.findByText('First')).toBeTruthy();
    const listCalls = () => callsTo(fetchMock, MARKETPLACE).filter((query) => !query.has('filters'));
    expect(listCalls()[0]?.get('limit')).toBe('20');
    expect(listCalls()[0]?.get('offset')).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'SHOW MORE' }));
    expect(await screen.findByText('Second')).toBeTruthy();
    expect(listCalls().map((query) => query.get('offset'))).toEqual(['0', '20']);
    expect(screen.queryByRole('button', { name: 'SHOW MORE' })).toBeNull();
  });

  it('asks for 14 on small screens', async () => {
    vi.stubGlobal('matchMedia', (query: string) =>
      Object.assign(new EventTarget(), {
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
      }),
    );
    const fetchMock = mockApi({
      'GET /api/nft/categories': categories,
      [`GET ${MARKETPLACE}`]: () => page([makeCollection()]),
    });
    renderAt('/marketplace', <MarketplaceRoute />);
    await screen.findAllByTestId('collection-card');
    const list = callsTo(fetchMock, MARKETPLACE).filter((query) => !query.has('filters'));
    expect(list.at(-1)?.get('limit')).toBe('14');
  });

  it('sends the category, sort and tier filters', async () => {
    const fetchMock = mockApi({
      'GET /api/nft/categories': categories,
      [`GET ${MARKETPLACE}`]: () => page([makeCollection()]),
    });
    renderAt('/marketplace', <MarketplaceRoute />);
    fireEvent.click(await screen.findByRole('button', { name: 'Music' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort by' }), { target: { value: 'title' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Gold' }));
    await waitFor(() => {
      const last = callsTo(fetchMock, MARKETPLACE).at(-1);
      expect(last?.get('category')).toBe('music');
      expect(last?.get('ordering')).toBe('title');
      expect(last?.get('tiers')).toBe('4');
    });
  });
});
