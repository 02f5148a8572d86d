import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeConfig } from '../../../testing/fixtures';
import { mockApi } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

const notification = (id: string, readAt: string | null) => ({
  id,
  notification_type: 19,
  created_at: '2026-03-01T10:00:00.000Z',
  read_at: readAt,
  subject: `Subject ${id}`,
  link: '/account/my-collection',
  auction: null,
  extra: null,
});

describe('/notifications', () => {
  it("says 'You don't have any notifications yet' when empty", async () => {
    setLoggedInCookie();
    mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/token/refresh': { id_token: 't1' },
      'GET /api/inbox/unread': { unread: 0 },
      'GET /api/inbox/': { count: 0, next: null, results: [] },
    });
    renderAt('/notifications');
    expect((await screen.findByTestId('empty-state')).textContent).toBe(
      "You don't have any notifications yet",
    );
  });

  it('marks the unread ones read after showing them and updates the bell', async () => {
    setLoggedInCookie();
    let unread = 2;
    const acks: unknown[] = [];
    mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/token/refresh': { id_token: 't1' },
      'GET /api/inbox/unread': () => ({ unread }),
      'GET /api/inbox/': {
        count: 2,
        next: null,
        results: [notification('n1', null), notification('n2', '2026-03-02T10:00:00.000Z')],
      },
      'POST /api/inbox/ack': (_url: URL, init?: RequestInit) => {
        acks.push(JSON.parse(String(init?.body)));
        unread = 0;
        return { acknowledged: 1 };
      },
    });
    renderAt('/notifications');
    const items = await screen.findAllByTestId('notification');
    expect(items.map((item) => item.textContent?.startsWith('Subject n'))).toEqual([true, true]);
    await waitFor(() => expect(acks).toEqual([{ id_list: ['n1'] }]));
    await waitFor(() => expect(screen.getByTestId('unread-count').textContent).toBe('0'));
  });

  it('shows the unread count on the bell', async () => {
    setLoggedInCookie();
    mockApi({
      'GET /api/config': makeConfig(),
      'POST /api/token/refresh': { id_token: 't1' },
      'GET /api/inbox/unread': { unread: 7 },
    });
    renderAt('/drops');
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    await waitFor(() => expect(bell.querySelector('[data-testid="unread-count"]')?.textContent).toBe('7'));
  });
});
