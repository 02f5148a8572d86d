import { withdrawalRoutes } from '../../../shared/api/routes/withdrawals';
import { inviteRecipient, readRecipientStatus } from '../../domain/withdrawals/payout-accounts';
import { endpoint } from '../../lib/http';
import { withdrawingUser } from './withdrawal-user';

/** POST /payments/bitpay-recipient: the provider e-mails the caller an invitation to receive payouts. */
export const invitePayoutRecipient = endpoint(
  withdrawalRoutes.invitePayoutRecipient,
  async (deps, { user }) => {
    const withdrawing = await withdrawingUser(deps, user, 'crypto');
    return { status: await inviteRecipient(deps, withdrawing) };
  },
);

/** GET /payments/bitpay-recipient: the recipient status the crypto wizard starts from, read from the provider. */
export const getPayoutRecipient = endpoint(withdrawalRoutes.getPayoutRecipient, async (deps, { user }) => ({
  status: (await readRecipientStatus(deps, user.uuid)).status,
}));
