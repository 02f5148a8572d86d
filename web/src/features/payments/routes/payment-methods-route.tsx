import type { User } from '../../../../../shared/api/schemas/user';
import { CardsSection } from '../components/cards-section';
import { CreditPanel } from '../components/credit-panel';
import { CryptoPanel } from '../components/crypto-panel';
import * as styles from '../components/payments.css';

/** What the page needs of the signed-in user (the app passes GET /me). */
export type PaymentMethodsUser = Pick<User, 'hide_marketplace_credit' | 'verification_status'>;

/** /account/payment-methods: the cards, the marketplace credit panel and the prepaid crypto panel. */
export function PaymentMethodsRoute({ user }: { user: PaymentMethodsUser }) {
  return (
    <div className={styles.page} data-testid="payment-methods">
      <CardsSection />
      <CreditPanel hidden={user.hide_marketplace_credit} />
      <CryptoPanel user={user} />
    </div>
  );
}
