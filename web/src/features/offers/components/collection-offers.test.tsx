import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CollectionOffer } from '../../../../../shared/api/schemas/offers';
import { OfferStatus, PaymentMethod } from '../../../../../shared/domain/enums';
import { makeConfig } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { CollectionOffers } from './collection-offers';

const LIST_API = 'GET /api/offers/collection/c1';

const offerOf = (overrides: Partial<CollectionOffer>): CollectionOffer => ({
  uuid: 'coffer-1',
  created_by: { uuid: 'u2', username: 'collector_two' },
  collection: { id: 'c1', title: 'Neon Alley' },
  trait: null,
  amount: 20,
  quantity: 2,
  units_left: 2,
  coin: null,
  payment_method: PaymentMethod.marketplaceCredit,
  expires_at: '2026-12-01T20:00:00.000Z',
  created_at: '2026-11-24T20:00:00.000Z',
  cancellable_at: '2026-11-25T02:00:00.000Z',
  status: OfferStatus.active,
  is_maker: false,
  ...overrides,
});

/** As a visitor (the list is public; is_maker comes from the server). */
function open(answers: Parameters<typeof mockApi>[0]) {
  const fetchMock = mockApi({
    'GET /api/config': makeConfig(),
    ...answers,
  });
  renderAt(
    '/collection/c1',
    <CollectionOffers
      collectionId="c1"
      traits={[{ type: 1, value: 'Midnight Blue', label: 'Background: Midnight Blue' }]}
    />,
  );
  return fetchMock;
}

describe('CollectionOffers', () => {
  it('says when there are none', async () => {
    open({ [LIST_API]: { count: 0, results: [] } });
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      'There are no collection offers yet.',
    );
  });

  it("lists the offers best first, with Cancel on the caller's own only, and cancels", async () => {
    const fetchMock = open({
      [LIST_API]: {
        count: 2,
        results: [
          offerOf({
            uuid: 'coffer-1',
            amount: 25,
            trait: { type: 1, value: 'Midnight Blue', title: 'Background' },
          }),
          offerOf({ uuid: 'coffer-2', amount: 20, is_maker: true, units_left: 1 }),
        ],
      },
      'PATCH /api/offers/collection_offer/coffer-2': {
        message: 'Offer Cancelled',
        offer: offerOf({ uuid: 'coffer-2', status: OfferStatus.cancelled, is_maker: true }),
      },
    });
    const cards = await screen.findAllByTestId('collection-offer');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Background: Midnight Blue'),
      expect.stringContaining('1 of 2 left'),
    ]);
    expect(within(cards[0] as HTMLElement).queryByRole('button', { name: 'Cancel Offer' })).toBeNull();
    fireEvent.click(within(cards[1] as HTMLElement).getByRole('button', { name: 'Cancel Offer' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(
          ([url, init]) => String(url).endsWith('/collection_offer/coffer-2') && init?.method === 'PATCH',
        ),
      ).toBe(true),
    );
  });

  it('shows an error with Try again when the offers cannot be read', async () => {
    open({ [LIST_API]: new Reply(500, { detail: 'boom', code: 'server_error' }) });
    const error = await screen.findByTestId('error-state', {}, { timeout: 5_000 });
    expect(within(error).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
