import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Drop } from '../../../../../shared/api/schemas/catalog';
import { formatDate } from '../../../../../shared/format/date';
import { SessionManager } from '../../../lib/session/session-manager';
import { at, makeDrop, NOW } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';
import { AuthModals } from '../../auth/components/auth-modals';
import { PENDING_INTEREST_KEY } from '../hooks/use-register-interest';
import { DropCard } from './drop-card';

function renderCard(overrides: Partial<Drop>) {
  renderAt(
    '/drops',
    <>
      <SessionManager />
      <DropCard drop={makeDrop(overrides)} now={NOW} />
      <AuthModals />
    </>,
  );
  const card = screen.getByTestId('drop-card');
  return { card, label: within(card).getByTestId('timed-label').textContent };
}

describe('DropCard', () => {
  it("counts down 'Live in' within 48 hours of the start, with the 'Drops at' banner, disabled", () => {
    const { card, label } = renderCard({ feature_at: at(2), feature_until: at(50) });
    expect(label).toBe('Live in 02:00:00');
    expect(within(card).getByTestId('drops-at').textContent).toBe(`Drops at ${formatDate(at(2))}`);
    expect(card.getAttribute('aria-disabled')).toBe('true');
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it("says 'Coming Soon' further ahead, disabled", () => {
    const { card, label } = renderCard({ feature_at: at(72), feature_until: null });
    expect(label).toBe('Coming Soon');
    expect(within(card).getByTestId('drops-at')).toBeTruthy();
    expect(card.getAttribute('aria-disabled')).toBe('true');
  });

  it("says 'Live' while available and links to the drop", () => {
    const { card, label } = renderCard({ feature_at: at(-5), feature_until: null });
    expect(label).toBe('Live');
    expect(card.getAttribute('aria-disabled')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Summer Sounds' }).getAttribute('href')).toBe(
      '/drops/drop-1',
    );
    expect(within(card).queryByTestId('drops-at')).toBeNull();
    expect(within(card).getByTestId('drop-price').textContent).toBe('From $25');
  });

  it("counts down 'Ends in' within 48 hours of the end", () => {
    const { card, label } = renderCard({ feature_at: at(-5), feature_until: at(3.5) });
    expect(label).toBe('Ends in 03:30:00');
    expect(card.getAttribute('aria-disabled')).toBeNull();
  });

  it("says 'Ended' with the date after the end, disabled", () => {
    const { card, label } = renderCard({ feature_at: at(-50), feature_until: at(-1) });
    expect(label).toBe(`Ended ${formatDate(at(-1))}`);
    expect(card.getAttribute('aria-disabled')).toBe('true');
  });

  it("overlays 'SOLD OUT' on a sold-out drop", () => {
    const { card } = renderCard({ sold_out: true });
    expect(within(card).getByText('SOLD OUT')).toBeTruthy();
  });

  it("offers 'Sign Up & Register interest' to visitors when show_signup is set", async () => {
    renderCard({ show_signup: true, feature_at: at(72) });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up & Register interest' }));
    // The dialog loads with its first opening.
    expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeTruthy();
  });

  const promotion = { promotion_uuid: 'promo-1' };
  const sentTo = (fetchMock: ReturnType<typeof mockApi>, method: string) =>
    fetchMock.mock.calls.filter(
      ([url, init]) => String(url).endsWith('/api/promotions/') && (init?.method ?? 'GET') === method,
    );

  it('keeps the promotion for after the sign-up it opens', async () => {
    renderCard({ show_signup: true, promotion, feature_at: at(72) });
    fireEvent.click(screen.getByRole('button', { name: 'Sign Up & Register interest' }));
    expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeTruthy();
    expect(sessionStorage.getItem(PENDING_INTEREST_KEY)).toBe('promo-1');
  });

  it('registers the pending interest when the session starts and shows the registered state', async () => {
    sessionStorage.setItem(PENDING_INTEREST_KEY, 'promo-1');
    setLoggedInCookie();
    const fetchMock = mockApi({
      'POST /api/token/refresh': { id_token: 't1' },
      'GET /api/promotions/': { promotion_uuids: [] },
      'POST /api/promotions/': { promotion_uuid: 'promo-1', subscribed: true },
    });
    renderCard({ show_signup: true, promotion, feature_at: at(72) });
    expect(await screen.findByTestId('interest-registered')).toBeTruthy();
    const subscribeCalls = sentTo(fetchMock, 'POST');
    expect(subscribeCalls).toHaveLength(1);
    expect(JSON.parse(String(subscribeCalls[0]?.[1]?.body))).toEqual({ promotion: 'promo-1' });
    expect(sessionStorage.getItem(PENDING_INTEREST_KEY)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign Up & Register interest' })).toBeNull();
  });

  it('shows a signed-in subscriber as registered from their registrations, with no sign-up button', async () => {
    setLoggedInCookie();
    const fetchMock = mockApi({
      'POST /api/token/refresh': { id_token: 't1' },
      'GET /api/promotions/': { promotion_uuids: ['promo-0', 'promo-1'] },
    });
    renderCard({ show_signup: true, promotion, feature_at: at(72) });
    expect(await screen.findByTestId('interest-registered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign Up & Register interest' })).toBeNull();
    expect(sentTo(fetchMock, 'POST')).toHaveLength(0);
  });

  it('shows a signed-in user who did not register as not registered', async () => {
    setLoggedInCookie();
    const fetchMock = mockApi({
      'POST /api/token/refresh': { id_token: 't1' },
      'GET /api/promotions/': { promotion_uuids: ['promo-0'] },
    });
    renderCard({ show_signup: true, promotion, feature_at: at(72) });
    await waitFor(() => expect(sentTo(fetchMock, 'GET')).toHaveLength(1));
    expect(screen.queryByTestId('interest-registered')).toBeNull();
  });

  it('asks for no registrations for a visitor', async () => {
    const fetchMock = mockApi({});
    renderCard({ show_signup: true, promotion, feature_at: at(72) });
    await screen.findByRole('button', { name: 'Sign Up & Register interest' });
    expect(sentTo(fetchMock, 'GET')).toHaveLength(0);
  });

  it('asks for no registrations for a card that shows no promotion (no show_signup)', async () => {
    setLoggedInCookie();
    const fetchMock = mockApi({ 'POST /api/token/refresh': { id_token: 't1' } });
    renderCard({ show_signup: false, promotion, feature_at: at(72) });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    // The session is in once the refresh answers; a card asking would then ask at once.
    await act(() => new Promise((settle) => setTimeout(settle, 100)));
    expect(sentTo(fetchMock, 'GET')).toHaveLength(0);
  });

  it('shows no sign-up button without show_signup', () => {
    renderCard({ show_signup: false });
    expect(screen.queryByRole('button', { name: 'Sign Up & Register interest' })).toBeNull();
  });
});
