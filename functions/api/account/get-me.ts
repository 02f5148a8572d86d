import { accountRoutes } from '../../../shared/api/routes/account';
import { getCryptoPayoutAccount } from '../../data/payout-account';
import { listWallets } from '../../data/wallet';
import { endpoint } from '../../lib/http';
import { currentUser } from './current-user';

/** The user entity of spec part 1 §3. */
export const getMe = endpoint(accountRoutes.getMe, async (deps, { user: principal }) => {
  const user = await currentUser(deps, principal);
  const [wallets, recipient] = await Promise.all([
    listWallets(deps.db, user.uuid),
    getCryptoPayoutAccount(deps.db, user.uuid),
  ]);
  return {
    uuid: user.uuid,
    email: user.email,
    email_verified: user.emailVerified,
    username: user.username,
    discord_username: user.discordUsername,
    date_joined: user.dateJoined,
    channel_2fa: user.channel2fa,
    verification_status: user.verificationStatus,
    wallets,
    hide_marketplace_credit: user.hideMarketplaceCredit,
    // As last read from the provider (GET /payments/bitpay-recipient reads it again); null before any invite.
    bitpay_recipient_status: recipient?.status ?? null,
    accepted_dwolla_privacy_policy: user.acceptedPartnerPrivacyPolicy,
    accepted_dwolla_terms_of_service: user.acceptedPartnerTerms,
    ...user.notificationSettings,
  };
});
