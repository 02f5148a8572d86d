import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { makeNftDetail } from '../../../testing/nft-fixtures';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';
import { CancelWaitModal } from '../components/cancel-wait-modal';
import { makeOffer } from '../test-fixtures';

const PATH = '/nft/nft-a/offer-1/manage-offer';
const OFFER_API = '/api/offers/offer-1';
type Answers = Parameters<typeof mockApi>[0];

async function openManage(answers: Answers) {
  setLoggedInCookie();
  const fetchMock = mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/inbox/unread': { unread: 0 },
    'GET /api/nft/nft-a': makeNftDetail({ id: 'nft-a', traits: [] }),
    ...answers,
  });
  const rendered = renderAt(PATH);
  return { fetchMock, ...rendered };
}

const patches = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH');

describe('/nft/{nftId}/{offerId}/manage-offer', () => {
  it('shows the price, payment detail, status and expiry', async () => {
    await openManage({
      [`GET ${OFFER_API}`]: makeOffer({
        payment_method: 1,
        card_details: { last4: '4242', brand: 'visa' },
      }),
    });
    const page = within(await screen.findByTestId('manage-offer'));
    expect(page.getByTestId('offer-price').textContent).toBe('$120.00');
    expect(page.getByTestId('offer-payment').textContent).toBe('Visa •••• 4242');
    expect(page.getByTestId('offer-status').textContent).toBe('Active');
    expect(page.getByRole('link', { name: 'Go back' }).getAttribute('href')).toBe(
      '/nft/nft-a/marketplace-auction',
    );
  });

  it("within 6 hours shows 'Unable to cancel offer' with a countdown to cancellable_at", async () => {
    const offer = makeOffer();
    const { fetchMock } = await openManage({
      [`GET ${OFFER_API}`]: offer,
      [`PATCH ${OFFER_API}`]: new Reply(409, {
        detail: 'Unable to cancel offer',
        code: 'offer_cancel_locked',
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Offer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unable to cancel offer' }));
    expect(dialog.getByTestId('countdown').textContent).toMatch(/^0[56]:\d\d:\d\d$/);
    expect(dialog.getByTestId('countdown').getAttribute('datetime')).toBe(offer.cancellable_at);
    expect(dialog.getByText(/You can cancel this offer/)).toBeTruthy();
    expect(screen.queryByTestId('toast')).toBeNull();
    expect(patches(fetchMock)).toHaveLength(1);
    fireEvent.click(dialog.getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the dialog when the server answers 409, counting down to the server's time", async () => {
    const available = new Date(Date.now() + 2 * 3_600_000);
    await openManage({
      [`GET ${OFFER_API}`]: makeOffer({ cancellable_at: new Date(Date.now() - 1000).toISOString() }),
      [`PATCH ${OFFER_API}`]: new Reply(409, {
        detail: 'Unable to cancel offer',
        code: 'conflict',
        available_at: available.toISOString(),
        wait_ms: 7_200_000,
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Offer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unable to cancel offer' }));
    expect(dialog.getByTestId('countdown').textContent).toMatch(/^0[12]:\d\d:\d\d$/);
  });

  it("cancels after 6 hours: 'Offer Cancelled', then back", async () => {
    const offer = makeOffer({ cancellable_at: new Date(Date.now() - 1000).toISOString() });
    const { fetchMock, currentPath } = await openManage({
      [`GET ${OFFER_API}`]: offer,
      [`PATCH ${OFFER_API}`]: { message: 'Offer Cancelled', offer: { ...offer, status: 4 } },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Offer' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Offer Cancelled');
    await waitFor(() => expect(currentPath()).toBe('/nft/nft-a/marketplace-auction'));
    const [[, init]] = patches(fetchMock) as [[unknown, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({ status: 'cancel' });
  });

  it("says 'Offer already canceled' when the server says so, and goes back", async () => {
    const { currentPath } = await openManage({
      [`GET ${OFFER_API}`]: makeOffer(),
      [`PATCH ${OFFER_API}`]: new Reply(409, {
        detail: 'Offer already canceled',
        code: 'offer_already_cancelled',
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel Offer' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Offer already canceled');
    await waitFor(() => expect(currentPath()).toBe('/nft/nft-a/marketplace-auction'));
  });

  it("says 'Offer already canceled' for a cancelled offer and goes back", async () => {
    const { currentPath } = await openManage({ [`GET ${OFFER_API}`]: makeOffer({ status: 4 }) });
    expect((await screen.findByTestId('offer-status')).textContent).toBe('Cancelled');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel Offer' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('Offer already canceled');
    await waitFor(() => expect(currentPath()).toBe('/nft/nft-a/marketplace-auction'));
  });

  it("says 'Offer no longer available.' on a 403", async () => {
    await openManage({
      [`GET ${OFFER_API}`]: new Reply(403, { detail: 'Offer no longer available.', code: 'forbidden' }),
    });
    const page = within(await screen.findByTestId('offer-unavailable'));
    expect(page.getByRole('alert').textContent).toContain('Offer no longer available.');
    expect(page.getByRole('link', { name: 'Go back' })).toBeTruthy();
  });

  it('shows a loader, then an error with a retry when the offer cannot be read', async () => {
    await openManage({
      [`GET ${OFFER_API}`]: new Reply(500, { detail: 'Sorry, something went wrong', code: 'internal' }),
    });
    expect(await screen.findByTestId('error-state')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('CancelWaitModal', () => {
  it('counts down each second to when the offer may be cancelled, then says it may be', async () => {
    const until = new Date(Date.now() + 2_500);
    render(
      <Provider>
        <CancelWaitModal cancellableAt={until} onClose={() => {}} />
      </Provider>,
    );
    const first = screen.getByTestId('countdown').textContent;
    expect(first).toMatch(/^00:00:0[12]$/);
    await waitFor(() => expect(screen.getByTestId('countdown').textContent).not.toBe(first), {
      timeout: 3000,
    });
    await waitFor(() => expect(screen.getByText('You can cancel this offer now.')).toBeTruthy(), {
      timeout: 5000,
    });
  });

  it('shows the time left at a pinned clock', () => {
    const now = new Date('2026-03-10T12:00:00.000Z');
    const { rerender } = render(
      <CancelWaitModal cancellableAt={new Date('2026-03-10T17:30:05.000Z')} now={now} onClose={() => {}} />,
    );
    expect(screen.getByTestId('countdown').textContent).toBe('05:30:05');
    act(() => {
      rerender(
        <CancelWaitModal
          cancellableAt={new Date('2026-03-10T17:30:05.000Z')}
          now={new Date(now.getTime() + 1000)}
          onClose={() => {}}
        />,
      );
    });
    expect(screen.getByTestId('countdown').textContent).toBe('05:30:04');
  });
});
