import { Loader } from '../../../components/loader/loader';
import { useFlags } from '../../../lib/feature-flags';
import { useMe } from '../../../lib/get-me';
import { AccountDetailsForm } from '../components/account-details-form';
import { IdentitySection } from '../components/identity-section';
import { PasswordForm } from '../components/password-form';
import { ProfileShell } from '../components/profile-shell';
import * as styles from '../components/settings.css';
import { ShippingAddressSection } from '../components/shipping-address-section';
import { SignInSettingsForm } from '../components/sign-in-settings-form';
import { TransactionReportSection } from '../components/transaction-report-section';
import { WalletsSection } from '../components/wallets-section';

/**
 * /account/settings: account details, password, sign-in settings, shipping address, identity verification, linked
 * wallets and (with its flag) the yearly transaction report.
 */
export function SettingsRoute() {
  const { data: me } = useMe();
  const { flags } = useFlags();
  return (
    <ProfileShell>
      {me ? (
        <div className={styles.sections} data-testid="settings">
          <AccountDetailsForm key={`${me.username}|${me.email}|${me.discord_username}`} me={me} />
          <PasswordForm />
          <SignInSettingsForm key={me.channel_2fa} me={me} />
          <ShippingAddressSection />
          <IdentitySection me={me} />
          <WalletsSection />
          {flags.yearReportEnabled && <TransactionReportSection />}
        </div>
      ) : (
        <Loader />
      )}
    </ProfileShell>
  );
}
