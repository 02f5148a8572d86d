import { COIN_DISPLAY_DECIMALS } from '../../../shared/domain/constants';
import { currencySchema } from '../../../shared/domain/enum-schemas';
import { type Currency, coinNativeDecimals } from '../../../shared/domain/enums';
import type { ConfirmedDeposit, CryptoCustodyPort } from '../ports/crypto-custody';
import { CustodySendRefusedError } from '../ports/crypto-custody';

/** The BitGo wallet of a coin: BitGo's coin name ('eth', 'usdc', 'btc', 'xtz', ...) and the wallet id. */
export interface BitGoWallet {
  bitgoCoin: string;
  walletId: string;
}

export interface BitGoOptions {
  /** BitGo Express (it signs sends with the wallet passphrase and passes other calls on to BitGo). */
  apiUrl: string;
  wallets: Partial<Record<Currency, BitGoWallet>>;
  /** Read when first needed (Secrets Manager in AWS). */
  accessToken: () => Promise<string>;
  walletPassphrase: () => Promise<string>;
  fetch?: typeof fetch;
}

/** 'ETH=eth:<walletId>,USDC=usdc:<walletId>,...' (the BITGO_WALLETS variable) as wallets per coin. */
export function parseBitGoWallets(text: string | undefined): Partial<Record<Currency, BitGoWallet>> {
  const wallets: Partial<Record<Currency, BitGoWallet>> = {};
  for (const entry of (text ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const found = /^([A-Z]+)=([\w:]+):([\w-]+)$/.exec(entry);
    const coin = currencySchema.safeParse(found?.[1]);
    if (!found?.[2] || !found[3] || !coin.success) throw new Error(`BITGO_WALLETS: cannot read '${entry}'`);
    wallets[coin.data] = { bitgoCoin: found[2], walletId: found[3] };
  }
  return wallets;
}

interface BitGoTransfer {
  txid?: string;
  type?: string;
  state?: string;
  entries?: { address?: string; wallet?: string; valueString?: string; value?: number }[];
}

/** Base units (wei, satoshi, mutez) per coin micro-unit. */
const baseUnitsPerMicro = (coin: Currency) => 10n ** BigInt(coinNativeDecimals[coin] - COIN_DISPLAY_DECIMALS);

/**
 * BitGo: a wallet per coin; addresses made on the wallet, sends through BitGo Express with a sequenceId (our
 * reference, which BitGo keeps unique), and transfer webhooks confirmed by reading the transfer back.
 */
export function bitgoCryptoCustody(options: BitGoOptions): CryptoCustodyPort {
  const call = options.fetch ?? fetch;

  function walletOf(coin: Currency): BitGoWallet {
    const wallet = options.wallets[coin];
    if (!wallet) throw new Error(`BITGO_WALLETS has no wallet for ${coin}`);
    return wallet;
  }

  async function request<T>(method: string, path: string, body?: unknown) {
    const response = await call(new URL(path, options.apiUrl), {
      method,
      headers: { authorization: `Bearer ${await options.accessToken()}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as T };
  }

  const walletPath = ({ bitgoCoin, walletId }: BitGoWallet) =>
    `/api/v2/${encodeURIComponent(bitgoCoin)}/wallet/${encodeURIComponent(walletId)}`;

  /** The transfer a send with this sequenceId made, if any. */
  async function sentWith(wallet: BitGoWallet, reference: string) {
    const { status, body } = await request<BitGoTransfer>(
      'GET',
      `${walletPath(wallet)}/transfer/sequenceId/${encodeURIComponent(reference)}`,
    );
    if (status === 404) return undefined;
    if (status !== 200 || !body.txid) throw new Error(`BitGo transfer lookup answered ${status}`);
    return { txId: body.txid };
  }

  return {
    async createAddress(coin, label) {
      const { status, body } = await request<{ address?: string }>(
        'POST',
        `${walletPath(walletOf(coin))}/address`,
        {
          label,
        },
      );
      if (status !== 200 || !body.address) throw new Error(`BitGo address creation answered ${status}`);
      return { address: body.address };
    },

    async send(coin, toAddress, micros, reference) {
      const wallet = walletOf(coin);
      // Nothing is sent before this lookup answers, so failing here is a refusal.
      const earlier = await sentWith(wallet, reference).catch((error: unknown) => {
        throw new CustodySendRefusedError(`BitGo unreachable before the send: ${String(error)}`);
      });
      if (earlier) return earlier;
      const sent = await request<{ txid?: string; error?: string }>(
        'POST',
        `${walletPath(wallet)}/sendcoins`,
        {
          address: toAddress,
          amount: (BigInt(micros) * baseUnitsPerMicro(coin)).toString(),
          walletPassphrase: await options.walletPassphrase(),
          sequenceId: reference,
        },
      ).catch(() => undefined);
      if (sent?.status === 200 && sent.body.txid) return { txId: sent.body.txid };
      // A network failure or a 5xx may hide a send that went out: BitGo knows it by its sequenceId.
      const made = await sentWith(wallet, reference);
      if (made) return made;
      if (sent && sent.status >= 400 && sent.status < 500) {
        throw new CustodySendRefusedError(sent.body.error ?? `BitGo refused the send (${sent.status})`);
      }
      throw new Error(`BitGo send ${reference}: outcome unknown (${sent?.status ?? 'no answer'})`);
    },

    async confirmDeposits(notification) {
      const found = (Object.entries(options.wallets) as [Currency, BitGoWallet][]).find(
        ([, wallet]) => wallet.bitgoCoin === notification.coin && wallet.walletId === notification.wallet,
      );
      if (!found || !notification.transfer) return [];
      const [coin, wallet] = found;
      const { status, body } = await request<BitGoTransfer>(
        'GET',
        `${walletPath(wallet)}/transfer/${encodeURIComponent(notification.transfer)}`,
      );
      if (status !== 200) throw new Error(`BitGo transfer read answered ${status}`);
      if (body.type !== 'receive' || body.state !== 'confirmed' || !body.txid) return [];
      const txId = body.txid;
      return (body.entries ?? []).flatMap((entry): ConfirmedDeposit[] => {
        const value = BigInt(entry.valueString ?? String(entry.value ?? 0));
        if (entry.wallet !== wallet.walletId || !entry.address || value <= 0n) return [];
        return [{ txId, coin, address: entry.address, micros: Number(value / baseUnitsPerMicro(coin)) }];
      });
    },
  };
}
