import type { Card } from '../../../../shared/api/schemas/payments';

/** Card networks as the processor names them (`scheme`), as people read them. */
const schemeNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};

export const schemeName = (scheme: string): string => schemeNames[scheme.toLowerCase()] ?? 'Card';

/** 'Visa •••• 4242'. */
export const cardLabel = (card: Pick<Card, 'scheme' | 'last_four_numbers'>): string =>
  `${schemeName(card.scheme)} •••• ${card.last_four_numbers}`;

export const isAmex = (card: Pick<Card, 'scheme'>): boolean => card.scheme.toLowerCase() === 'amex';
