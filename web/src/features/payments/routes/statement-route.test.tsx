import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Statement, StatementEntry } from '../../../../../shared/api/schemas/billing';
import { formatDate } from '../../../../../shared/format/date';
import { makeConfig, makeMe } from '../../../testing/fixtures';
import { callsTo, mockApi, Reply } from '../../../testing/mock-api';
import { renderAt } from '../../../testing/render';
import { setLoggedInCookie } from '../../../testing/session';

type Answers = Parameters<typeof mockApi>[0];

const entry = (overrides: Partial<StatementEntry> = {}): StatementEntry => ({
  id: 'mv-1#0',
  at: '2026-06-01T15:00:00.000Z',
  kind: 'sale',
  title: 'Harbour at First Light',
  amount: '22.50',
  fee: 2.5,
  state: 'held',
  available_at: '2026-08-30T15:00:00.000Z',
  ...overrides,
});

const page = (results: StatementEntry[], overrides: Partial<Statement> = {}): Statement => ({
  account: 'credit',
  balance: '22.50',
  count: results.length,
  next: null,
  results,
  ...overrides,
});

async function openStatement(answers: Answers, path = '/account/statement') {
  setLoggedInCookie();
  const fetchMock = mockApi({
    'GET /api/config': makeConfig(),
    'POST /api/token/refresh': { id_token: 't1' },
    'GET /api/me': makeMe(),
    ...answers,
  });
  const view = renderAt(path);
  await screen.findByRole('heading', { name: 'Statement', level: 1 });
  return { fetchMock, ...view };
}

describe('the statement', () => {
  it('lists the movements with kind, title, signed amount, fee and state', async () => {
    await openStatement({
      'GET /api/billing/statement': page(
        [
          entry({
            id: 'mv-3#0',
            kind: 'chargeback',
            amount: '-22.50',
            fee: 0,
            state: null,
            available_at: null,
          }),
          entry({ id: 'mv-2#0', state: 'reversed' }),
          entry({
            id: 'mv-1#0',
            kind: 'buy',
            title: null,
            amount: '-5.00',
            fee: 0.3,
            state: null,
            available_at: null,
          }),
          entry({
            id: 'mv-0#0',
            kind: 'seed-credit',
            title: null,
            amount: '120.00',
            fee: 0,
            state: 'available',
          }),
        ],
        { balance: '115.00' },
      ),
    });
    const rows = await screen.findAllByTestId('statement-row');
    const cells = rows.map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      [formatDate(entry().at), 'Chargeback', 'Harbour at First Light', '−$22.50', '—', '—'],
      [formatDate(entry().at), 'Sale', 'Harbour at First Light', '+$22.50', '$2.50', 'Reversed (chargeback)'],
      [formatDate(entry().at), 'Purchase', '—', '−$5.00', '$0.30', '—'],
      [formatDate(entry().at), 'Seed credit', '—', '+$120.00', '—', 'Available'],
    ]);
    expect(screen.getByTestId('statement-balance').textContent).toBe('Balance $115.00');
  });

  it("says 'Held until' the release date of a held sale", async () => {
    await openStatement({ 'GET /api/billing/statement': page([entry()]) });
    expect((await screen.findByTestId('statement-state')).textContent).toBe(
      `Held until ${formatDate('2026-08-30T15:00:00.000Z')}`,
    );
  });

  it("loads the next page with 'Load more' until there is none", async () => {
    const { fetchMock } = await openStatement({
      'GET /api/billing/statement': (url: URL) =>
        url.searchParams.get('page') === '2'
          ? page([entry({ id: 'mv-old#0', title: 'Older sale' })], { count: 2 })
          : page([entry({ id: 'mv-new#0', title: 'Newer sale' })], { count: 2, next: 2 }),
    });
    expect(await screen.findAllByTestId('statement-row')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(screen.getAllByTestId('statement-row')).toHaveLength(2));
    expect(screen.getAllByTestId('statement-row').map((row) => row.children[2]?.textContent)).toEqual([
      'Newer sale',
      'Older sale',
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(callsTo(fetchMock, '/api/billing/statement').map((query) => query.get('page'))).toEqual([
      '1',
      '2',
    ]);
  });

  it('reads the balance chosen, from the address or the select', async () => {
    const { fetchMock, currentPath } = await openStatement(
      {
        'GET /api/billing/statement': (url: URL) => {
          const account = url.searchParams.get('account') as Statement['account'];
          return page([], { account, balance: account === 'ETH' ? '0.250000' : '12.00' });
        },
      },
      '/account/statement?account=ETH',
    );
    // The skeleton's choice is disabled while the screen's code loads.
    const balanceSelect = () => screen.getByLabelText('Balance') as HTMLSelectElement;
    await waitFor(() => expect(balanceSelect().disabled).toBe(false));
    const select = balanceSelect();
    expect(select.value).toBe('ETH');
    expect((await screen.findByTestId('statement-balance')).textContent).toBe('Balance 0.250000 ETH');
    fireEvent.change(select, { target: { value: 'earnings' } });
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/billing/statement').map((query) => query.get('account'))).toContain(
        'earnings',
      ),
    );
    expect(currentPath()).toBe('/account/statement?account=earnings');
    await waitFor(() => expect(screen.getByTestId('statement-balance').textContent).toBe('Balance $12.00'));
  });

  it("says 'No movements yet.' for a balance without movements", async () => {
    await openStatement({ 'GET /api/billing/statement': page([], { balance: '0.00' }) });
    expect((await screen.findByTestId('empty-state')).textContent).toBe('No movements yet.');
    expect(screen.queryByTestId('statement')).toBeNull();
  });

  it('shows the error state with Try again, then the rows', async () => {
    let fail = true;
    await openStatement({
      'GET /api/billing/statement': () => (fail ? new Reply(500, { detail: 'Boom.' }) : page([entry()])),
    });
    const error = await screen.findByTestId('error-state');
    expect(error.textContent).toContain('Sorry, something went wrong');
    fail = false;
    fireEvent.click(within(error).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('statement-row')).toHaveLength(1);
  });

  it('sends a signed-out visitor to the root', async () => {
    mockApi({ 'GET /api/config': makeConfig() });
    const { currentPath } = renderAt('/account/statement');
    await waitFor(() => expect(currentPath()).toBe('/drops'));
  });
});
