import { walletRoutes } from '../../../shared/api/routes/wallets';
import { messages } from '../../../shared/domain/messages';
import { evmNetworks, walletLinkMessage } from '../../../shared/domain/wallet';
import { conditionFailedAt, transactWrite } from '../../data/db';
import { linkWallet, toWalletView, type WalletRecord } from '../../data/wallet';
import { isPersonalSignatureOf, isValidEvmAddress } from '../../domain/wallet-signature';
import { BadRequestError, ConflictError, ValidationError } from '../../lib/errors';
import { endpoint } from '../../lib/http';

/**
 * Links a wallet the caller proves to own: the signature must be the wallet's personal_sign of the account's
 * link message. An address is linked to one account at most (409 otherwise).
 */
export const addWallet = endpoint(walletRoutes.addWallet, async (deps, { body, user }) => {
  const { address, connection, network } = body.wallet;
  if (!evmNetworks.includes(network)) throw new BadRequestError(messages.walletNetworkNotSupported);
  if (!isValidEvmAddress(address)) {
    throw new ValidationError([{ field: 'wallet.address', message: messages.walletAddressInvalid }]);
  }
  if (!isPersonalSignatureOf(address, walletLinkMessage(user.uuid), body.signature)) {
    throw new BadRequestError(messages.walletSignatureInvalid, 'invalid_signature');
  }
  const wallet: WalletRecord = {
    uuid: deps.newId(),
    userUuid: user.uuid,
    address,
    connection,
    network,
    linkedAt: deps.clock.now().toISOString(),
  };
  try {
    await transactWrite(deps.db, linkWallet(deps.db, wallet));
  } catch (error) {
    if (conditionFailedAt(error, 1))
      throw new ConflictError(messages.walletAlreadyLinked, 'wallet_already_linked');
    throw error;
  }
  return toWalletView(wallet);
});
