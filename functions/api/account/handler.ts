import { familyHandler } from '../../lib/http';
import { acceptLegalPolicies } from './accept-legal-policies';
import { changeEmail } from './change-email';
import { changePassword } from './change-password';
import { createShippingAddress } from './create-shipping-address';
import { getIdentityVerificationConfig } from './get-identity-verification-config';
import { getMe } from './get-me';
import { getTransactionReport } from './get-transaction-report';
import { listShippingAddresses } from './list-shipping-addresses';
import { setTwoFactorChannel } from './set-two-factor-channel';
import { startChangeEmail } from './start-change-email';
import { updateMe } from './update-me';
import { updateNotificationSettings } from './update-notification-settings';

export const endpoints = [
  getMe,
  updateMe,
  startChangeEmail,
  changeEmail,
  changePassword,
  updateNotificationSettings,
  setTwoFactorChannel,
  acceptLegalPolicies,
  getIdentityVerificationConfig,
  createShippingAddress,
  listShippingAddresses,
  getTransactionReport,
];
export const handler = familyHandler(endpoints);
