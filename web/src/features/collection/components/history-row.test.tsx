import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../testing/render';
import { makeHistoryEntry } from '../test-fixtures';
import { HistoryRow } from './history-row';

const renderRow = (overrides: Parameters<typeof makeHistoryEntry>[0]) =>
  renderAt(
    '/account/order-history',
    <ul>
      <HistoryRow entry={makeHistoryEntry(overrides)} />
    </ul>,
  );

describe('HistoryRow', () => {
  it('shows a card purchase: type label, title, artist, tier, edition, seller, method and USD amount', () => {
    renderRow({});
    const row = screen.getByTestId('history-row');
    expect(within(row).getByTestId('history-kind').textContent).toBe('Charge');
    expect(within(row).getByText('Neon Block')).toBeTruthy();
    expect(within(row).getByText('Studio Kairo')).toBeTruthy();
    expect(within(row).getByText('Gold · Edition #7')).toBeTruthy();
    expect(within(row).getByTestId('counterparty').textContent).toBe('From Collectibles');
    expect(within(row).getByTestId('payment-method').textContent).toBe('Credit card / Debit card •••• 4242');
    expect(within(row).getByTestId('amount').textContent).toBe('$25.00');
    expect(within(row).getByRole('img', { name: 'Neon Block' })).toBeTruthy();
  });

  it('shows a pack pull with the pack title and an open edition', () => {
    renderRow({
      kind: 'from_pack',
      bundle: { id: 'pack-1', title: 'Standard Pack' },
      nft_item: { ...makeHistoryEntry().nft_item, open_edition: true },
    });
    expect(screen.getByTestId('history-kind').textContent).toBe('From pack');
    expect(screen.getByText('Standard Pack')).toBeTruthy();
    expect(screen.getByText('Gold · Edition OPEN')).toBeTruthy();
  });

  it('names the receiver of a gift sent, with no payment', () => {
    renderRow({ kind: 'gift_sent', is_gift: true, owner: 'best_friend', line_item: null });
    expect(screen.getByTestId('history-kind').textContent).toBe('Gift sent');
    expect(screen.getByTestId('counterparty').textContent).toBe('To best_friend');
    expect(screen.getByTestId('payment-method').textContent).toBe('—');
    expect(screen.getByTestId('amount').textContent).toBe('—');
  });

  it('shows a crypto payment with the coin amount beside the USD', () => {
    renderRow({
      kind: 'payment',
      owner: 'buyer_one',
      line_item: { amount: '0.041150', coin: 'ETH', usd_amount: 123.45, method: 7, last4: null },
    });
    expect(screen.getByTestId('history-kind').textContent).toBe('Payment');
    expect(screen.getByTestId('counterparty').textContent).toBe('To buyer_one');
    expect(screen.getByTestId('payment-method').textContent).toBe('Prepaid Crypto');
    expect(screen.getByTestId('amount').textContent).toBe('$123.45 (0.041150 ETH)');
  });

  it("shows a pack's editions as one row with what the pack cost", () => {
    renderRow({
      kind: 'from_pack',
      quantity: 3,
      bundle: { id: 'pack-1', title: 'Standard Pack' },
      line_item: { amount: '15.74', coin: null, usd_amount: 15.74, method: 1, last4: '4242' },
    });
    const row = screen.getByTestId('history-row');
    expect(within(row).getByText('Standard Pack')).toBeTruthy();
    expect(within(row).queryByText('Neon Block')).toBeNull();
    expect(within(row).getByText('3 NFTs')).toBeTruthy();
    expect(within(row).getByTestId('amount').textContent).toBe('$15.74');
  });

  it("labels a free claim 'Claim', free of charge", () => {
    renderRow({
      kind: 'claim',
      line_item: { amount: '0.00', coin: null, usd_amount: 0, method: null, last4: null },
    });
    expect(screen.getByTestId('history-kind').textContent).toBe('Claim');
    expect(screen.getByTestId('counterparty').textContent).toBe('From Collectibles');
    expect(screen.getByTestId('payment-method').textContent).toBe('—');
    expect(screen.getByTestId('amount').textContent).toBe('Free');
  });
});
