import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Claim } from '../../../../../shared/api/schemas/external-claims';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

const TOKEN = 'claim-token-0123456789abcdefghijklmnopqrstuvw';
const CLAIM_API = `/api/claims/${TOKEN}`;

const makeClaim = (overrides: Partial<Claim> = {}): Claim => ({
  token: TOKEN,
  status: 1,
  claimed_status: 1,
  state: 'pending',
  orderItems: [
    {
      quantity: 2,
      nft: { id: 'nft-a', title: 'Golden Ticket', image: '/media/a.png', thumbnail: '/media/a.png' },
    },
  ],
  order: { id: 'ext-1', line_items: [{ nft_id: 'nft-a', title: 'Golden Ticket', quantity: 2 }] },
  items: [],
  created_at: '2026-06-01T12:00:00.000Z',
  claimed_at: null,
  ...overrides,
});

const common = { 'GET /api/config': makeConfig(), 'GET /api/inbox/unread': { unread: 0 } };

function openAsBuyer(answers: Parameters<typeof mockApi>[0]) {
  setLoggedInCookie();
  const fetchMock = mockApi({
    ...common,
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    ...answers,
  });
  renderAt(`/order/${TOKEN}/claim`);
  return fetchMock;
}

describe('/order/{token}/claim', () => {
  it('opens sign-up for a visitor', async () => {
    mockApi(common);
    renderAt(`/order/${TOKEN}/claim`);
    expect(await screen.findByRole('dialog', { name: 'Sign Up' })).toBeTruthy();
    expect(screen.getByText(/Sign up or log in with the e-mail address of your order/)).toBeTruthy();
  });

  it("shows the order's items and quantities, claims them and says so", async () => {
    let claimed = false;
    const fetchMock = openAsBuyer({
      [`GET ${CLAIM_API}`]: () =>
        claimed
          ? makeClaim({
              state: 'claimed',
              status: 2,
              claimed_status: 2,
              claimed_at: '2026-06-01T12:01:00.000Z',
            })
          : makeClaim(),
      [`POST ${CLAIM_API}/submit`]: () => {
        claimed = true;
        return new Reply(202, makeClaim());
      },
    });

    const line = await screen.findByTestId('claim-line');
    expect(line.textContent).toContain('Golden Ticket');
    expect(line.textContent).toContain('x 2');
    fireEvent.click(screen.getByRole('button', { name: 'Claim NFT(s)' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'NFT(s) claimed' }, { timeout: 4000 }));
    expect(dialog.getByText("You've added a new NFT to Your Collection!")).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('NFT(s) claimed');
    const submits = fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/submit'));
    expect(submits).toHaveLength(1);
  });

  it("says 'Something went wrong. Contact support.' when the claim failed", async () => {
    openAsBuyer({ [`GET ${CLAIM_API}`]: makeClaim({ state: 'failed', status: 3 }) });
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Contact support.');
    expect(screen.queryByRole('button', { name: 'Claim NFT(s)' })).toBeNull();
  });

  it('says so when the submit is refused', async () => {
    openAsBuyer({
      [`GET ${CLAIM_API}`]: makeClaim(),
      [`POST ${CLAIM_API}/submit`]: new Reply(409, {
        detail: 'This order was already claimed.',
        code: 'claim_claimed',
      }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Claim NFT(s)' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong. Contact support.');
  });
});
