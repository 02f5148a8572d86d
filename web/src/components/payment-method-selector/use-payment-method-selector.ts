import { useState } from 'react';
import { defaultAppSettings } from '../../../../shared/domain/app-settings';
import { ALLOWED_PAYMENT_CRYPTO } from '../../../../shared/domain/constants';
import { type Currency, PaymentMethod } from '../../../../shared/domain/enums';
import { defaultFlags, type FeatureFlags } from '../../../../shared/domain/flags';
import { useAppConfig } from '../../lib/feature-flags';
import { useBalances } from '../../lib/payments/get-balances';
import { useCardFee } from '../../lib/payments/get-card-fee';
import { useCryptoRates } from '../../lib/payments/get-crypto-rates';
import { useEthGasFee } from '../../lib/payments/get-eth-gas-fee';
import { usePaymentMethods } from '../../lib/payments/get-payment-methods';
import { prepaidCryptoEnabled } from '../../lib/payments/prepaid-crypto';
import { usdToCents } from '../../utils/money';
import { defaultCardOf, type PaymentChoice, paymentSelection, paysGas } from './payment-selection';

export interface PaymentMethodSelectorOptions {
  /** The price (or bid) in cents. */
  priceCents: number;
  /** Bids take a card only with bidWithCreditCardEnabled. */
  action: 'buy' | 'bid';
  /** Amex-only items: only an Amex card pays ('This nft can only be purchased with an amex card'). */
  amexOnly?: boolean;
}

/** The three methods of the spec's selector, by payment-method code. */
export type MethodCode = (typeof PaymentMethod)[keyof typeof PaymentMethod];

/** 'Marketplace Credit' pays from the marketplace credit or, when the user holds some, the prepaid USD. */
export type CreditSource = 'credit' | 'usd';

interface Chosen {
  method: MethodCode | null;
  source: CreditSource;
  coin: Currency | null;
}

interface Offer {
  methods: MethodCode[];
  creditSources: CreditSource[];
}

/** What may pay, each behind its flag (spec part 2 §9), as the payment service checks them. */
export function offeredMethods(
  flags: FeatureFlags,
  {
    action,
    amexOnly,
    prepaidUsdCents,
  }: { action: 'buy' | 'bid'; amexOnly: boolean; prepaidUsdCents: number },
): Offer {
  const cardOffered = flags.payWithCreditCardEnabled && (action === 'buy' || flags.bidWithCreditCardEnabled);
  if (amexOnly) return { methods: cardOffered ? [PaymentMethod.card] : [], creditSources: [] };
  const creditSources: CreditSource[] = [];
  if (flags.payWithMarketplaceCreditEnabled) creditSources.push('credit');
  if (flags.payWithPrepaidBalanceEnabled && prepaidUsdCents > 0) creditSources.push('usd');
  const methods: MethodCode[] = [];
  if (cardOffered) methods.push(PaymentMethod.card);
  if (creditSources.length > 0) methods.push(PaymentMethod.marketplaceCredit);
  if (prepaidCryptoEnabled(flags)) methods.push(PaymentMethod.prepaidCrypto);
  return { methods, creditSources };
}

/**
 * The state behind <PaymentMethodSelector>: the buyer's choice, the cards, balances, rates and fees it needs,
 * and `selection` (the payment choice, fees, total, whether the Buy or Bid button may be enabled) for the
 * checkout to read.
 */
export function usePaymentMethodSelector({
  priceCents,
  action,
  amexOnly = false,
}: PaymentMethodSelectorOptions) {
  const { data: config } = useAppConfig();
  const paymentMethods = usePaymentMethods();
  const balances = useBalances();
  const { methods, creditSources } = offeredMethods(config?.flags ?? defaultFlags, {
    action,
    amexOnly,
    prepaidUsdCents: balances.data ? usdToCents(balances.data.USD) : 0,
  });
  const coins: Currency[] = (config?.settings ?? defaultAppSettings).cryptoAllowed.filter((coin) =>
    ALLOWED_PAYMENT_CRYPTO.includes(coin),
  );

  const [chosen, setChosen] = useState<Chosen>({ method: null, source: 'credit', coin: null });
  const choose = (next: Partial<Chosen>) => setChosen((current) => ({ ...current, ...next }));
  // A method whose flag went off since it was chosen is no choice.
  const method = chosen.method && methods.includes(chosen.method) ? chosen.method : null;
  const coin = chosen.coin ?? coins[0];
  const defaultCard = defaultCardOf(paymentMethods.data);
  const choice = ((): PaymentChoice | null => {
    switch (method) {
      case PaymentMethod.card:
        return defaultCard && { type: 'card', cardId: defaultCard.id };
      case PaymentMethod.marketplaceCredit:
        return {
          type: creditSources.includes(chosen.source) ? chosen.source : (creditSources[0] ?? 'credit'),
        };
      case PaymentMethod.prepaidCrypto:
        return coin ? { type: 'coin', coin } : null;
      default:
        return null;
    }
  })();

  const rates = useCryptoRates(methods.includes(PaymentMethod.prepaidCrypto));
  const cardFee = useCardFee(choice?.type === 'card' && priceCents > 0 ? priceCents : null);
  const gasFee = useEthGasFee(choice?.type === 'coin' && paysGas(choice.coin));

  const selection = paymentSelection({
    choice,
    priceCents,
    amexOnly,
    paymentMethods: paymentMethods.data,
    balances: balances.data,
    rates: rates.data,
    cardFeeCents: cardFee.data ? usdToCents(cardFee.data.fee) : undefined,
    gasFeeCents: gasFee.data ? usdToCents(gasFee.data.usd) : undefined,
  });

  return {
    selection,
    method,
    chooseMethod: (next: MethodCode) => choose({ method: next }),
    chooseSource: (source: CreditSource) => choose({ method: PaymentMethod.marketplaceCredit, source }),
    chooseCoin: (next: Currency) => choose({ method: PaymentMethod.prepaidCrypto, coin: next }),
    methods,
    creditSources,
    coins,
    amexOnly,
    priceCents,
    paymentMethods: paymentMethods.data,
    balances: balances.data,
    rates: rates.data,
    error: paymentMethods.error ?? balances.error ?? cardFee.error ?? null,
    retry: () => {
      void paymentMethods.mutate();
      void balances.mutate();
      void cardFee.mutate();
    },
  };
}

export type PaymentMethodSelectorState = ReturnType<typeof usePaymentMethodSelector>;
