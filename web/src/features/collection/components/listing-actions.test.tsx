import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { makeConfig, makeDrop, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { makeNftDetail, makeOwnedItem } from '../../../testing/nft-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';
import { salePriceError, sellerReceivesCents } from './resale-modals';

// The owned-item page starts loading these routes' modules (its offer and Buy Now links) while the tests run. The
// web files share one module graph (isolate: false): a file that ended with one still loading left a failed import
// behind for the next files that open it (EnvironmentTeardownError), so this file waits for both before it ends.
afterAll(() =>
  Promise.all([
    import('../../offers/routes/make-offer-route'),
    import('../../auction-checkout/routes/auction-checkout-route'),
  ]),
);

const ITEM_PATH = '/nft/nft-a/nft-a-3/details';
const ITEM_API = 'GET /api/nft/nft-a/item/nft-a-3';

const nft = makeNftDetail({
  id: 'nft-a',
  title: 'Neon Block',
  quantity: 50,
  secondary_sale_resale_royalty: 10,
  secondary_sale_platform_fee: 2.5,
});
const owned = (overrides: Partial<OwnedItem> = {}) =>
  makeOwnedItem({ id: 'nft-a-3', sequence: 3, ...overrides });

const listing = (price: number) => ({
  message: 'ok',
  listing: {
    id: 'resale-1',
    nft_id: 'nft-a',
    nft_item: 'nft-a-3',
    sequence: 3,
    title: 'Neon Block',
    price,
    seller_receives: price * 0.875,
    royalty: 10,
    platform_fee: 2.5,
    status: 'active',
    created_at: '2026-03-01T10:00:00.000Z',
  },
});

type Answers = Parameters<typeof mockApi>[0];

const signedIn = (answers: Answers, flags = {}) => {
  setLoggedInCookie();
  return mockApi({
    'GET /api/config': makeConfig(flags),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/inbox/unread': { unread: 0 },
    'GET /api/nft/nft-a': nft,
    'GET /api/auction/drops': { count: 1, next: null, results: [makeDrop({ id: 'drop-9' })] },
    ...answers,
  });
};

const bodyOf = (fetchMock: ReturnType<typeof mockApi>, method: string, path: string) => {
  const call = fetchMock.mock.calls.find(
    ([url, init]) => init?.method === method && new URL(String(url), 'http://localhost').pathname === path,
  );
  return call ? JSON.parse(String(call[1]?.body ?? 'null')) : undefined;
};

// jsdom lays nothing out: the terms box is given a height of 200 px over 600 px of text.
let scrollHeight: ReturnType<typeof vi.spyOn>;
let clientHeight: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.testid === 'royalties-terms-text' ? 600 : 0;
  });
  clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.dataset.testid === 'royalties-terms-text' ? 200 : 0;
  });
});
afterEach(() => {
  scrollHeight.mockRestore();
  clientHeight.mockRestore();
});

const scrollTermsTo = (top: number) => {
  const box = screen.getByTestId('royalties-terms-text');
  Object.defineProperty(box, 'scrollTop', { configurable: true, value: top });
  fireEvent.scroll(box);
};

const acceptButton = () => screen.getByRole('button', { name: 'Accept' }) as HTMLButtonElement;
const priceInput = () => screen.getByLabelText('Price (USD)') as HTMLInputElement;

describe('Post for sale', () => {
  it('opens the royalties terms: Accept only once scrolled to the end and ticked', async () => {
    signedIn({ [ITEM_API]: owned() });
    renderAt(ITEM_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Post for sale' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Royalties terms' }));
    expect(dialog.getByTestId('royalties-terms-text').textContent).toContain('royalty of 10%');
    expect(dialog.getByTestId('royalties-terms-text').textContent).toContain('fee of 2.5%');
    expect(acceptButton().disabled).toBe(true);

    fireEvent.click(dialog.getByRole('checkbox', { name: 'I have read and agree to the royalties terms' }));
    expect(acceptButton().disabled).toBe(true);
    scrollTermsTo(200);
    expect(acceptButton().disabled).toBe(true);
    scrollTermsTo(400);
    expect(acceptButton().disabled).toBe(false);

    fireEvent.click(dialog.getByRole('checkbox'));
    expect(acceptButton().disabled).toBe(true);
    fireEvent.click(dialog.getByRole('checkbox'));
    fireEvent.click(acceptButton());
    expect(await screen.findByRole('dialog', { name: 'Resale price' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Royalties terms' })).toBeNull();
  });

  it('enables Accept at once when the terms fit without scrolling', async () => {
    scrollHeight.mockReturnValue(200);
    signedIn({ [ITEM_API]: owned() });
    renderAt(ITEM_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Post for sale' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and agree to the royalties terms' }));
    expect(acceptButton().disabled).toBe(false);
  });

  it('validates the price, shows what the seller receives, lists the item and shows it listed', async () => {
    let listedAt: number | null = null;
    const fetchMock = signedIn({
      [ITEM_API]: () => owned({ sold_at: listedAt === null ? null : { id: 'resale-1', price: listedAt } }),
      'POST /api/auction/create': (_url: URL, init?: RequestInit) => {
        listedAt = JSON.parse(String(init?.body)).price;
        return listing(listedAt ?? 0);
      },
    });
    renderAt(ITEM_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Post for sale' }));
    scrollTermsTo(400);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(acceptButton());

    const dialog = within(await screen.findByRole('dialog', { name: 'Resale price' }));
    expect(dialog.getByTestId('resale-figures').textContent).toContain('Creator royalty (10%)');
    expect(dialog.getByTestId('resale-figures').textContent).toContain('Platform fee (2.5%)');
    fireEvent.change(priceInput(), { target: { value: '0.5' } });
    expect(dialog.getByRole('alert').textContent).toBe('Minimum sale price is $1');
    expect(dialog.getByTestId('seller-receives').textContent).toBe('–');
    // Three decimals or a ninth digit are not taken.
    fireEvent.change(priceInput(), { target: { value: '1.234' } });
    expect(priceInput().value).toBe('0.5');
    fireEvent.change(priceInput(), { target: { value: '123456789' } });
    expect(priceInput().value).toBe('0.5');

    fireEvent.change(priceInput(), { target: { value: '100' } });
    expect(dialog.queryByRole('alert')).toBeNull();
    expect(dialog.getByTestId('resale-royalty').textContent).toBe('$10.00');
    expect(dialog.getByTestId('resale-platform-fee').textContent).toBe('$2.50');
    expect(dialog.getByTestId('seller-receives').textContent).toBe('$87.50');

    fireEvent.click(dialog.getByRole('button', { name: 'Confirm sale' }));
    expect(await screen.findByText('Nft placed on marketplace.')).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST', '/api/auction/create')).toEqual({
      nft_id: 'nft-a',
      price: 100,
      title: 'Neon Block',
      nft_items: ['nft-a-3'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await screen.findByTestId('listed-for-sale')).textContent).toBe('NFT LISTED FOR SALE$100');
    expect(screen.getByRole('button', { name: 'Update Price' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel sale' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Post for sale' })).toBeNull();
  });

  it('shows the denial instead when the item cannot be resold yet', async () => {
    const reason = {
      code: 'resell_not_available_yet' as const,
      title: 'NFT On Cool-down',
      description: 'An NFT bought by card can be resold 48 hours after purchase, from 03/03/2026 10:00 AM.',
    };
    const fetchMock = signedIn({
      [ITEM_API]: owned({ resell_allowed: false, resell_denied_reason: reason }),
    });
    renderAt(ITEM_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Post for sale' }));
    const dialog = within(screen.getByRole('dialog', { name: 'NFT On Cool-down' }));
    expect(dialog.getByText(reason.description)).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Royalties terms' })).toBeNull();
    fireEvent.click(dialog.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bodyOf(fetchMock, 'POST', '/api/auction/create')).toBeUndefined();
  });

  it("shows 'Item Not Ready For Resell' when the server refuses the listing", async () => {
    signedIn({
      [ITEM_API]: owned(),
      'POST /api/auction/create': new Reply(409, {
        detail: 'This NFT cannot be resold.',
        code: 'resell_not_available',
      }),
    });
    renderAt(ITEM_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Post for sale' }));
    scrollTermsTo(400);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(acceptButton());
    fireEvent.change(priceInput(), { target: { value: '25' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm sale' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Item Not Ready For Resell' }));
    expect(dialog.getByText('This NFT cannot be resold.')).toBeTruthy();
  });
});

describe('a listed item', () => {
  it('updates the price in the same modal', async () => {
    let price = 100;
    const fetchMock = signedIn({
      [ITEM_API]: () => owned({ sold_at: { id: 'resale-1', price } }),
      'POST /api/auction/resale-1/edit': (_url: URL, init?: RequestInit) => {
        price = JSON.parse(String(init?.body)).price;
        return listing(price);
      },
    });
    renderAt(ITEM_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Update Price' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Update Price' }));
    expect(priceInput().value).toBe('100.00');
    expect((dialog.getByRole('button', { name: 'Update Price' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(priceInput(), { target: { value: '120.5' } });
    expect(dialog.getByTestId('seller-receives').textContent).toBe('$105.44');
    fireEvent.click(dialog.getByRole('button', { name: 'Update Price' }));
    expect(await screen.findByText('Price successfully updated')).toBeTruthy();
    expect(bodyOf(fetchMock, 'POST', '/api/auction/resale-1/edit')).toEqual({ price: 120.5 });
    await waitFor(() => expect(screen.getByTestId('listed-price').textContent).toBe('$120.5'));
  });

  it('cancels the sale after confirming', async () => {
    let listed = true;
    const fetchMock = signedIn({
      [ITEM_API]: () => owned({ sold_at: listed ? { id: 'resale-1', price: 100 } : null }),
      'DELETE /api/auction/resale-1/delete': () => {
        listed = false;
        return { ...listing(100), listing: { ...listing(100).listing, status: 'cancelled' } };
      },
    });
    renderAt(ITEM_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel sale' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel sale' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Keep it listed' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Cancel sale' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel sale' }));
    expect(await screen.findByText('Nft removed from the marketplace.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Post for sale' })).toBeTruthy();
  });

  it('goes home when removing the listing fails', async () => {
    signedIn({
      [ITEM_API]: owned({ sold_at: { id: 'resale-1', price: 100 } }),
      'DELETE /api/auction/resale-1/delete': new Reply(409, {
        detail: 'Someone is buying this NFT right now. Please try again in a moment.',
        code: 'listing_busy',
      }),
    });
    const { currentPath } = renderAt(ITEM_PATH);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel sale' }));
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel sale' }));
    await waitFor(() => expect(currentPath()).toBe('/drops'));
    expect(
      await screen.findByText('Someone is buying this NFT right now. Please try again in a moment.'),
    ).toBeTruthy();
  });
});

describe('the offers button', () => {
  it("links to the item's offers with the new offers, 99+ above 99", async () => {
    signedIn({ [ITEM_API]: owned({ new_offers_count: 120, offers_count: 130 }) });
    renderAt(ITEM_PATH);
    const link = await screen.findByRole('link', { name: /Offers/ });
    expect(link.getAttribute('href')).toBe('/nft/nft-a/nft-a-3/offers');
    expect(within(link).getByTestId('new-offers').textContent).toBe('99+ new');
  });

  it('is not there with offers off, nor is Post for sale with the marketplace off', async () => {
    signedIn({ [ITEM_API]: owned() }, { offersEnabled: false, marketplaceEnabled: false });
    renderAt(ITEM_PATH);
    expect(await screen.findByTestId('owned-item-page')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Offers/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Post for sale' })).toBeNull();
  });
});

describe('the resale price rules', () => {
  it("answers 'Minimum sale price is $1' below 1 and the seller's share by the fee split", () => {
    expect(salePriceError('')).toBe('Minimum sale price is $1');
    expect(salePriceError('0.99')).toBe('Minimum sale price is $1');
    expect(salePriceError('1')).toBeNull();
    expect(salePriceError('99999999.99')).toBeNull();
    expect(sellerReceivesCents(1, { royalty: 10, platformFee: 2.5 }).sellerCents).toBe(87);
    expect(sellerReceivesCents(99.99, { royalty: 7.5, platformFee: 2.5 }).sellerCents).toBe(8999);
  });
});
