import { Loader } from '../../components/loader/loader';
import { ProfileShell } from '../../features/account/components/profile-shell';
import { PaymentMethodsRoute } from '../../features/payments/routes/payment-methods-route';
import { useMe } from '../../lib/get-me';

/** The payments feature's page inside the account feature's profile shell, with the user it needs. */
export function AccountPaymentMethodsRoute() {
  const { data: me } = useMe();
  return <ProfileShell>{me ? <PaymentMethodsRoute user={me} /> : <Loader />}</ProfileShell>;
}
