import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionManager } from '../../lib/session/session-manager';
import { mockApi } from '../../testing/mock-api';
import { renderAt } from '../../testing/render';
import { setLoggedInCookie } from '../../testing/session';
import { useAdmission } from './use-admission';

function BuyButton({ needsWaitingRoom }: { needsWaitingRoom: boolean }) {
  const { admitted, loading } = useAdmission('drop-1', needsWaitingRoom);
  if (loading) return <p>Checking your turn</p>;
  return (
    <button type="button" disabled={!admitted}>
      Buy Pack
    </button>
  );
}

const status = (value: string) => ({
  status: value,
  opens_at: '2026-03-10T11:45:00.000Z',
  starts_at: '2026-03-10T12:00:00.000Z',
  position: 4,
  admitted_through: value === 'admitted' ? 10 : 0,
  queue_length: 20,
});

function renderButton(needsWaitingRoom: boolean, roomStatus: string) {
  setLoggedInCookie();
  const fetchMock = mockApi({
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/auction/drops/drop-1/waiting-room': status(roomStatus),
  });
  renderAt(
    '/',
    <>
      <SessionManager />
      <BuyButton needsWaitingRoom={needsWaitingRoom} />
    </>,
  );
  return fetchMock;
}

describe('useAdmission', () => {
  const roomRead = (fetchMock: ReturnType<typeof renderButton>) =>
    fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/auction/drops/drop-1/waiting-room'));

  it('lets an admitted buyer buy', async () => {
    renderButton(true, 'admitted');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Buy Pack' }).hasAttribute('disabled')).toBe(false),
    );
  });

  it('holds back a buyer still waiting', async () => {
    const fetchMock = renderButton(true, 'waiting');
    await waitFor(() => expect(roomRead(fetchMock)).toBe(true));
    const button = await screen.findByRole('button', { name: 'Buy Pack' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('never holds back buyers of a drop without a waiting room', async () => {
    const fetchMock = renderButton(false, 'waiting');
    expect((await screen.findByRole('button', { name: 'Buy Pack' })).hasAttribute('disabled')).toBe(false);
    expect(roomRead(fetchMock)).toBe(false);
  });
});
