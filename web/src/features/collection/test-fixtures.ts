import type { HistoryEntry } from '../../../../shared/api/schemas/nft';

/** A history entry as GET /api/nft/mine/history answers it. */
export function makeHistoryEntry(overrides: Partial<HistoryEntry> = {}): HistoryEntry {
  return {
    id: 'transfer-1',
    kind: 'charge',
    owned_at: '2026-03-01T10:00:00.000Z',
    old_owner: null,
    owner: 'fan_account',
    nft_item: {
      id: 'nft-a-7',
      sequence: 7,
      open_edition: false,
      nft: {
        id: 'nft-a',
        title: 'Neon Block',
        type: 4,
        image: '/media/nfts/a.svg',
        thumbnail: '/media/nfts/a.svg',
        artist: { name: 'Studio Kairo' },
      },
    },
    line_item: { amount: '25.00', coin: null, usd_amount: 25, method: 1, last4: '4242' },
    quantity: 1,
    bundle: null,
    is_gift: false,
    receiver: null,
    seller: null,
    is_fused: false,
    is_fusing_result: false,
    is_external_order: false,
    ...overrides,
  };
}

export const page = <T>(results: T[], count = results.length, next: number | null = null) => ({
  count,
  next,
  results,
});
