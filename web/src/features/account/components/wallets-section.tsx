import { useState } from 'react';
import type { Wallet } from '../../../../../shared/api/schemas/account';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { Loader } from '../../../components/loader/loader';
import { ErrorState } from '../../../components/status/error-state';
import { useToast } from '../../../components/toast/toast-store';
import { errorText, isApiError } from '../../../lib/api-client';
import { useFlags } from '../../../lib/feature-flags';
import { useMe } from '../../../lib/get-me';
import { addWallet } from '../api/add-wallet';
import {
  connectionLabels,
  injectedWallet,
  type LinkableNetwork,
  networkLabels,
  shortAddress,
  signWalletLink,
  WalletLinkError,
} from '../utils/browser-wallet';
import { SettingsSection } from './settings-section';
import { UnlinkWalletModal } from './unlink-wallet-modal';
import * as styles from './wallets.css';

const NO_BROWSER_WALLET = 'No browser wallet found. Install MetaMask to link a wallet.';

const failureText = (error: unknown) =>
  error instanceof WalletLinkError
    ? error.message
    : isApiError(error)
      ? errorText(error)
      : messages.somethingWentWrong;

/**
 * Settings' wallet-connect panel (spec part 1 §2): the linked wallets, offered as export addresses, each with
 * Unlink, and a chain card per network to link a browser wallet by signing the account's link message.
 * Ethereum always; the Polygon chain card only with walletConnectEnabled.
 */
export function WalletsSection() {
  const { data: me, error, mutate } = useMe();
  const { flags } = useFlags();
  const toast = useToast();
  const [linking, setLinking] = useState<LinkableNetwork | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [unlinking, setUnlinking] = useState<Wallet | null>(null);
  const provider = injectedWallet();
  const networks: LinkableNetwork[] = flags.walletConnectEnabled ? ['ethereum', 'polygon'] : ['ethereum'];

  async function link(network: LinkableNetwork) {
    if (!me || !provider) return;
    setLinking(network);
    setFailure(null);
    try {
      const body = await signWalletLink(provider, {
        network,
        userUuid: me.uuid,
        testnets: flags.walletConnectTestnetsEnabled,
      });
      await addWallet(body);
      toast('success', 'Wallet linked.');
      await mutate();
    } catch (linkError) {
      console.warn('wallet link failed', linkError);
      setFailure(failureText(linkError));
    } finally {
      setLinking(null);
    }
  }

  async function unlinked() {
    toast('success', 'Wallet unlinked.');
    await mutate();
  }

  if (!me) {
    return (
      <SettingsSection title="Wallets">
        {error ? <ErrorState message={errorText(error)} onRetry={() => mutate()} /> : <Loader />}
      </SettingsSection>
    );
  }

  return (
    <SettingsSection title="Wallets">
      <div className={styles.stack} data-testid="wallets">
        {me.wallets.length === 0 ? (
          <p className={styles.muted}>No wallets linked yet.</p>
        ) : (
          <ul className={styles.list} aria-label="Linked wallets">
            {me.wallets.map((wallet) => (
              <li key={wallet.uuid} className={styles.wallet} data-testid="linked-wallet">
                <div>
                  <div className={styles.address} title={wallet.address}>
                    {shortAddress(wallet.address)}
                  </div>
                  <div className={styles.muted}>
                    {networkLabels[wallet.network]} ·{' '}
                    {connectionLabels[wallet.connection] ?? wallet.connection}
                  </div>
                </div>
                <Button variant="secondary" size="sm" onClick={() => setUnlinking(wallet)}>
                  Unlink
                </Button>
              </li>
            ))}
          </ul>
        )}
        <div className={styles.chains}>
          {networks.map((network) => (
            <div key={network} className={styles.chainCard} data-testid={`chain-card-${network}`}>
              <span className={styles.chainName}>{networkLabels[network]}</span>
              <span className={styles.muted}>
                Sign a message in your wallet to prove it is yours. Nothing is sent or spent.
              </span>
              <Button size="sm" disabled={!provider || linking !== null} onClick={() => link(network)}>
                {linking === network ? 'Check your wallet…' : 'Link a wallet'}
              </Button>
            </div>
          ))}
        </div>
        {!provider && <p className={styles.muted}>{NO_BROWSER_WALLET}</p>}
        {failure && (
          <p className={formStyles.error} role="alert">
            {failure}
          </p>
        )}
      </div>
      {unlinking && (
        <UnlinkWalletModal wallet={unlinking} onClose={() => setUnlinking(null)} onUnlinked={unlinked} />
      )}
    </SettingsSection>
  );
}
