import { currencies } from '../../../shared/domain/enums';
import type { CoinRates, CryptoMarketPort } from '../ports/crypto-market';

export interface CoinbaseMarketOptions {
  /** An Ethereum JSON-RPC endpoint for eth_gasPrice. */
  ethRpcUrl: string;
  fetch?: typeof fetch;
}

const RATES_URL = 'https://api.coinbase.com/v2/exchange-rates?currency=USD';
/** Gas of a plain ETH transfer; ERC-20 transfers cost more, which the platform absorbs. */
const TRANSFER_GAS = 21_000n;
const WEI_PER_MICRO_ETH = 1_000_000_000_000n;

/** Coinbase's public USD exchange rates (coins per USD) and the node's gas price. */
export function coinbaseCryptoMarket(options: CoinbaseMarketOptions): CryptoMarketPort {
  const call = options.fetch ?? fetch;
  return {
    async rates() {
      const answer = await call(RATES_URL);
      if (!answer.ok) throw new Error(`Coinbase rates answered ${answer.status}`);
      const body = (await answer.json()) as { data: { rates: Record<string, string> } };
      const entries = currencies.map((coin) => {
        const coinsPerUsd = Number(body.data.rates[coin]);
        if (!(coinsPerUsd > 0)) throw new Error(`Coinbase has no USD rate for ${coin}`);
        return [coin, Math.round(1_000_000 / coinsPerUsd)];
      });
      return Object.fromEntries(entries) as CoinRates;
    },
    async ethGasFee() {
      const answer = await call(options.ethRpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_gasPrice', params: [] }),
      });
      if (!answer.ok) throw new Error(`eth_gasPrice answered ${answer.status}`);
      const { result } = (await answer.json()) as { result: string };
      const wei = BigInt(result) * TRANSFER_GAS;
      return { ethMicros: Number((wei + WEI_PER_MICRO_ETH - 1n) / WEI_PER_MICRO_ETH) };
    },
  };
}
