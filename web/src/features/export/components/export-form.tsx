import { type FormEvent, useState } from 'react';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { EXPORT_PROCESSING_BUSINESS_DAYS } from '../../../../../shared/domain/constants';
import {
  type Blockchain,
  blockchainLabels,
  blockchainTokenStandards,
} from '../../../../../shared/domain/enums';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { TextField } from '../../../components/form/text-field';
import { errorText, isApiError } from '../../../lib/api-client';
import { useMe } from '../../../lib/get-me';
import { exportItem } from '../api/export-item';
import { validateWalletAddress } from '../api/validate-wallet-address';
import * as styles from './export.css';
import { ExportNftCard } from './export-nft-card';

export interface ExportFormProps {
  item: OwnedItem;
  backTo: string;
  /** The export was requested to this address. */
  onExported: (address: string) => void;
  /** The server says the item cannot be exported (now): the reason. */
  onNotReady: (description: string) => void;
}

/** Spec part 1 §5: Continue only when the address is non-empty and the confirmation equals it. */
export const canContinue = (address: string, confirmation: string) =>
  address.trim() !== '' && confirmation === address;

/**
 * /export's form: the NFT card, the warnings, the address and its confirmation. The address is checked for the
 * item's chain (checksum included) before the export is requested.
 */
export function ExportForm({ item, backTo, onExported, onNotReady }: ExportFormProps) {
  const [address, setAddress] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const blockchain = item.nft.blockchain_type as Blockchain;
  const chain = blockchainLabels[blockchain];
  const standards = blockchainTokenStandards[blockchain].join(' or ') || 'ERC-1155 or ERC-721';
  const { min, max } = EXPORT_PROCESSING_BUSINESS_DAYS;
  // The caller's linked wallets on the item's chain (a wallet's network is its chain's name), offered as addresses.
  const linked = (useMe().data?.wallets ?? []).filter((wallet) => wallet.network === chain.toLowerCase());
  const chooseWallet = (walletAddress: string) => {
    setAddress(walletAddress);
    setConfirmation(walletAddress);
    setError(null);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canContinue(address, confirmation) || busy) return;
    const walletAddress = address.trim();
    setBusy(true);
    setError(null);
    try {
      if (!(await validateWalletAddress({ wallet_address: walletAddress, blockchain }))) {
        setError(messages.walletAddressInvalid);
        return;
      }
      await exportItem(item.id, walletAddress, blockchain);
      onExported(walletAddress);
    } catch (failure) {
      if (isApiError(failure, 409)) onNotReady(errorText(failure));
      else setError(errorText(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.column} onSubmit={submit} noValidate data-testid="export-form">
      <ExportNftCard item={item} />
      <ul className={styles.warnings} data-testid="export-warnings">
        <li>
          Send it only to a wallet on {chain} that supports {standards} tokens. An NFT sent to a wrong address
          cannot be recovered.
        </li>
        <li>
          Exports are processed in {min}-{max} business days. You can cancel until the transfer starts.
        </li>
        <li>
          Once exported, the NFT leaves the marketplace: it can no longer be sold, gifted or receive offers.
        </li>
      </ul>
      {linked.length > 0 && (
        <div className={styles.status} data-testid="linked-wallets">
          <p className={styles.muted}>Your linked wallets</p>
          {linked.map((wallet) => (
            <Button key={wallet.uuid} variant="secondary" onClick={() => chooseWallet(wallet.address)}>
              <span className={styles.address}>{wallet.address}</span>
            </Button>
          ))}
        </div>
      )}
      <TextField
        label="Wallet address"
        name="wallet_address"
        autoComplete="off"
        spellCheck={false}
        value={address}
        onChange={(event) => {
          setAddress(event.target.value);
          setError(null);
        }}
        error={error}
      />
      <TextField
        label="Confirm wallet address"
        name="confirm_wallet_address"
        autoComplete="off"
        spellCheck={false}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <div className={styles.actions}>
        <LinkButton variant="secondary" to={backTo}>
          Go back
        </LinkButton>
        <Button type="submit" disabled={!canContinue(address, confirmation) || busy}>
          {busy ? 'Exporting…' : 'Continue'}
        </Button>
      </div>
    </form>
  );
}
