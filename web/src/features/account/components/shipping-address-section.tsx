import { useSWRConfig } from 'swr';
import { messages } from '../../../../../shared/domain/messages';
import { Loader } from '../../../components/loader/loader';
import { ShippingAddressForm } from '../../../components/shipping-address-step/shipping-address-form';
import {
  emptyShippingAddress,
  type ShippingAddressValues,
  toInput,
  valuesOf,
} from '../../../components/shipping-address-step/shipping-address-values';
import { useToast } from '../../../components/toast/toast-store';
import {
  addressLine,
  createShippingAddress,
  shippingAddressesKey,
  useShippingAddresses,
} from '../../../lib/shipping-addresses';
import * as styles from './settings.css';
import { SettingsSection } from './settings-section';

/** Settings' shipping address: the newest saved address fills the form; a save adds a new one. */
export function ShippingAddressSection() {
  const { data: addresses } = useShippingAddresses();
  const { mutate } = useSWRConfig();
  const toast = useToast();
  const save = async (values: ShippingAddressValues) => {
    try {
      await createShippingAddress(toInput(values));
      toast('success', messages.addressChanged);
      await mutate(shippingAddressesKey);
      return true;
    } catch (error) {
      console.warn('shipping address save failed', error);
      return false;
    }
  };
  return (
    <SettingsSection title="Shipping address">
      {addresses ? (
        <>
          <ShippingAddressForm
            initial={addresses[0] ? valuesOf(addresses[0]) : emptyShippingAddress()}
            submitLabel="Save"
            saveChangesOnly
            onSave={save}
          />
          {addresses.length > 0 && (
            <ul className={styles.savedAddresses} aria-label="Saved addresses">
              {addresses.map((address) => (
                <li key={address.uuid}>
                  {address.full_name}, {addressLine(address)}
                </li>
              ))}
            </ul>
          )}
        </>
      ) : (
        <Loader />
      )}
    </SettingsSection>
  );
}
