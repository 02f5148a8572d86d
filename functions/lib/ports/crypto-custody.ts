import type { Currency } from '../../../shared/domain/enums';

/** A coin transfer into one of our deposit addresses, as the custody provider confirmed it. */
export interface ConfirmedDeposit {
  /** The chain's transaction id; with coin and address it keys the credit, so a deposit is credited once. */
  txId: string;
  coin: Currency;
  address: string;
  /** Integer coin micro-units (6 decimals); finer on-chain units are truncated. */
  micros: number;
}

/** What the provider's transfer notification says; only its ids are used, to ask the provider itself. */
export interface DepositNotification {
  coin: string;
  hash: string;
  wallet?: string;
  transfer?: string;
  type?: string;
  state?: string;
}

/** The custody provider refused a send, so nothing left the wallet and the debit can be given back. */
export class CustodySendRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CustodySendRefusedError';
  }
}

/**
 * The wallets that hold the prepaid coins (BitGo in AWS, a sandbox locally). Amounts are integer coin
 * micro-units.
 */
export interface CryptoCustodyPort {
  /** A fresh deposit address of the coin's wallet; `label` names it at the provider. */
  createAddress(coin: Currency, label: string): Promise<{ address: string }>;
  /**
   * Sends `micros` to `toAddress`. Idempotent by `reference`: a retry answers the first send's transaction.
   * Throws CustodySendRefusedError when the provider refused it (nothing was sent); any other error leaves the
   * outcome unknown.
   */
  send(coin: Currency, toAddress: string, micros: number, reference: string): Promise<{ txId: string }>;
  /**
   * Confirms a transfer notification with the provider: the confirmed incoming deposits it carries (one per
   * receiving address), or none when it is not a confirmed receive of ours.
   */
  confirmDeposits(notification: DepositNotification): Promise<ConfirmedDeposit[]>;
}
