import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Drop } from '../../../../../shared/api/schemas/catalog';
import type { WaitingRoomStatus } from '../../../../../shared/api/schemas/waiting-room';
import { makeConfig, makeDrop, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

const HOUR = 3600_000;
const pack = {
  id: 'pack-1',
  title: 'Gold Pack',
  thumbnail: '/p.jpg',
  price: 10,
  quantity: 100,
  nfts_per_pack: 3,
};

const roomStatus = (overrides: Partial<WaitingRoomStatus>): WaitingRoomStatus => ({
  status: 'not_joined',
  opens_at: new Date(Date.now() - HOUR).toISOString(),
  starts_at: new Date(Date.now() + HOUR).toISOString(),
  position: null,
  admitted_through: 0,
  queue_length: 0,
  ...overrides,
});

/** The drop page, signed in (or not), with the answers given. */
function openDrop(drop: Partial<Drop>, answers: Record<string, unknown> = {}, signedIn = true) {
  if (signedIn) setLoggedInCookie();
  const fetchMock = mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    'GET /api/inbox/unread': { unread: 0 },
    'GET /api/auction/drops/drop-1': makeDrop({ drops: [{ ...pack, sold_out: false }], ...drop }),
    'GET /api/auction/drops/drop-1/auctions': [],
    ...answers,
  });
  renderAt('/drops/drop-1');
  return fetchMock;
}

const coming = { feature_at: new Date(Date.now() + HOUR).toISOString(), feature_until: null };

describe('the drop page: registering interest', () => {
  it("lets a signed-in user 'Register interest' in a coming drop, then shows them registered", async () => {
    const fetchMock = openDrop(
      { ...coming, show_signup: true, promotion: { promotion_uuid: 'promo-1' } },
      {
        'GET /api/promotions/': { promotion_uuids: ['promo-0'] },
        'POST /api/promotions/': { promotion_uuid: 'promo-1', subscribed: true },
      },
    );
    const button = await screen.findByRole('button', { name: 'Register interest' });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByTestId('interest-registered')).toBeTruthy();
    const call = fetchMock.mock.calls.find(
      ([url, init]) => String(url).endsWith('/api/promotions/') && init?.method === 'POST',
    );
    expect(JSON.parse(String(call?.[1]?.body))).toEqual({ promotion: 'promo-1' });
  });

  it("holds 'Register interest' disabled while the user's registrations load", async () => {
    let answer: (value: unknown) => void = () => {};
    const registrations = new Promise((resolve) => {
      answer = resolve;
    });
    openDrop(
      { ...coming, show_signup: true, promotion: { promotion_uuid: 'promo-1' } },
      { 'GET /api/promotions/': () => registrations },
    );
    const button = await screen.findByRole('button', { name: 'Register interest' });
    expect(button.hasAttribute('disabled')).toBe(true);
    answer({ promotion_uuids: [] });
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  });

  it('shows a subscriber registered without asking again', async () => {
    openDrop(
      { ...coming, show_signup: true, promotion: { promotion_uuid: 'promo-1' } },
      { 'GET /api/promotions/': { promotion_uuids: ['promo-1'] } },
    );
    expect(await screen.findByTestId('interest-registered')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Register interest' })).toBeNull();
  });

  it("offers visitors 'Sign Up & Register interest'", async () => {
    openDrop({ ...coming, show_signup: true, promotion: { promotion_uuid: 'promo-1' } }, {}, false);
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Up & Register interest' }));
    expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeTruthy();
  });
});

describe('the drop page: waiting room', () => {
  it('asks visitors to log in to join', async () => {
    openDrop({ ...coming, needs_waiting_room: true }, {}, false);
    const room = await screen.findByTestId('waiting-room');
    expect(within(room).getByText('This drop has a waiting room. Log in to join it.')).toBeTruthy();
    expect(within(room).getByRole('button', { name: 'Log in' })).toBeTruthy();
  });

  it('joins, then waits for the draw at the start', async () => {
    const fetchMock = openDrop(
      { ...coming, needs_waiting_room: true },
      {
        'GET /api/auction/drops/drop-1/waiting-room': roomStatus({}),
        'POST /api/auction/drops/drop-1/waiting-room': roomStatus({ status: 'waiting' }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Join the waiting room' }));
    expect(await screen.findByTestId('waiting-room-drawing')).toBeTruthy();
    expect(
      fetchMock.mock.calls.some(
        ([url, init]) => String(url).endsWith('/waiting-room') && init?.method === 'POST',
      ),
    ).toBe(true);
  });

  it('shows the place in line while waiting', async () => {
    openDrop(
      { needs_waiting_room: true },
      {
        'GET /api/auction/drops/drop-1/waiting-room': roomStatus({
          status: 'waiting',
          position: 42,
          admitted_through: 30,
          queue_length: 80,
        }),
      },
    );
    expect((await screen.findByTestId('waiting-room-position')).textContent).toBe('Your place in line: 42');
    expect(screen.getByText(/11 ahead of you/)).toBeTruthy();
  });

  it("says 'It's your turn' with the links to buy", async () => {
    openDrop(
      { needs_waiting_room: true },
      { 'GET /api/auction/drops/drop-1/waiting-room': roomStatus({ status: 'admitted', position: 3 }) },
    );
    const room = await screen.findByTestId('waiting-room');
    expect((await within(room).findByTestId('waiting-room-admitted')).textContent).toBe("It's your turn");
    expect(within(room).getByRole('link', { name: 'Buy Gold Pack' }).getAttribute('href')).toBe(
      '/drops/pack/pack-1',
    );
  });

  it('shows a refused join in place', async () => {
    openDrop(
      { ...coming, needs_waiting_room: true },
      {
        'GET /api/auction/drops/drop-1/waiting-room': roomStatus({}),
        'POST /api/auction/drops/drop-1/waiting-room': new Reply(409, {
          detail: 'The waiting room is not open yet.',
          code: 'waiting_room_unavailable',
        }),
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Join the waiting room' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The waiting room is not open yet.');
  });
});
