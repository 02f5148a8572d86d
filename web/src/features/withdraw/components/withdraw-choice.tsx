import { Link } from 'wouter';
import type { Balances } from '../../../../../shared/api/schemas/billing';
import {
  CRYPTO_PAYOUT_BUSINESS_DAYS,
  FIAT_PAYOUT_BUSINESS_DAYS,
} from '../../../../../shared/domain/constants';
import { LinkButton } from '../../../components/button/link-button';
import { WithdrawalLimitsLink } from '../../../components/withdrawal-limits/withdrawal-limits';
import { paths } from '../../../config/paths';
import { useFlags } from '../../../lib/feature-flags';
import { AvailableSummary } from './available-summary';
import * as styles from './withdraw.css';

interface OptionProps {
  title: string;
  where: string;
  days: { min: number; max: number };
  to: string;
  testId: string;
}

function Option({ title, where, days, to, testId }: OptionProps) {
  return (
    <div className={styles.panel} data-testid={testId}>
      <h2 className={styles.optionTitle}>{title}</h2>
      <p className={styles.muted}>
        {where}, {days.min} - {days.max} business days
      </p>
      <LinkButton to={to}>Withdraw with {title}</LinkButton>
    </div>
  );
}

/** /withdraw: what may be withdrawn (and what is held until when), and how: Fiat (US only) or Crypto (with the crypto payout flag). */
export function WithdrawChoice({ balances }: { balances: Balances }) {
  const { flags } = useFlags();
  return (
    <div className={styles.column}>
      <AvailableSummary balances={balances} />
      <div className={styles.options}>
        <Option
          title="Fiat"
          where="US only"
          days={FIAT_PAYOUT_BUSINESS_DAYS}
          to={paths.withdrawFiat()}
          testId="withdraw-fiat"
        />
        {flags.cryptoPayoutEnabled && (
          <Option
            title="Crypto"
            where="US and international"
            days={CRYPTO_PAYOUT_BUSINESS_DAYS}
            to={paths.withdrawCrypto()}
            testId="withdraw-crypto"
          />
        )}
      </div>
      <div className={styles.links}>
        <Link to={paths.withdrawHistory()}>Withdrawal history</Link>
        <WithdrawalLimitsLink />
      </div>
    </div>
  );
}
