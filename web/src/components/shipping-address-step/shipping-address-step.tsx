import { useId, useState } from 'react';
import type { Auction } from '../../../../shared/api/schemas/catalog';
import { errorText } from '../../lib/api-client';
import { addressLine, createShippingAddress, useShippingAddresses } from '../../lib/shipping-addresses';
import { Button } from '../button/button';
import { CheckField } from '../form/check-field';
import { FormError } from '../form/form-error';
import { Loader } from '../loader/loader';
import { ErrorState } from '../status/error-state';
import { ShippingAddressForm } from './shipping-address-form';
import * as styles from './shipping-address-step.css';
import {
  emptyShippingAddress,
  type ShippingAddressValues,
  shipsTo,
  toInput,
} from './shipping-address-values';

export interface ShippingAddressStepProps {
  /** The auction's physical item: where it ships and whether a shirt comes with it. */
  item: NonNullable<Auction['physical_item']>;
  /** The chosen address's uuid, or null when the buyer skipped shipping. */
  onContinue: (addressUuid: string | null) => void;
}

/**
 * The shipping address step of a bid or purchase of an item shipped with its NFT (spec part 1 §4, §5): one of
 * the saved addresses in a country the item ships to, or a new one (saved to the account, then used). 'Skip'
 * goes on without an address, enabled only once its checkbox is ticked.
 */
export function ShippingAddressStep({ item, onContinue }: ShippingAddressStepProps) {
  const name = useId();
  const saved = useShippingAddresses();
  const [chosen, setChosen] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [skipTicked, setSkipTicked] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const countries = item.shipping_countries;

  if (saved.error) return <ErrorState onRetry={() => void saved.mutate()} />;
  if (!saved.data) return <Loader label="Loading addresses" />;
  const usable = saved.data.filter((address) => shipsTo(address, countries));
  const showForm = adding || usable.length === 0;

  const save = async (values: ShippingAddressValues) => {
    setFailure(null);
    try {
      const created = await createShippingAddress(toInput(values));
      await saved.mutate();
      onContinue(created.uuid);
      return true;
    } catch (error) {
      setFailure(errorText(error));
      return false;
    }
  };

  return (
    <div className={styles.step} data-testid="shipping-address-step">
      <h2>Shipping address</h2>
      <p>
        {item.title} ships with this NFT. {item.description}
      </p>
      {showForm ? (
        <ShippingAddressForm
          initial={emptyShippingAddress(countries)}
          allowedCountries={countries}
          withShirtSize={item.is_shirt_included}
          submitLabel="Save and continue"
          onSave={save}
        />
      ) : (
        <>
          <fieldset className={styles.addresses} aria-label="Saved addresses">
            {usable.map((address) => (
              <label key={address.uuid} className={styles.address} data-testid="saved-address">
                <input
                  type="radio"
                  name={name}
                  value={address.uuid}
                  checked={chosen === address.uuid}
                  onChange={() => setChosen(address.uuid)}
                />
                <span>
                  <strong>{address.full_name}</strong>
                  <br />
                  {addressLine(address)}
                </span>
              </label>
            ))}
          </fieldset>
          <div className={styles.actions}>
            <Button disabled={!chosen} onClick={() => chosen && onContinue(chosen)}>
              Continue
            </Button>
            <Button variant="secondary" onClick={() => setAdding(true)}>
              Add a new address
            </Button>
          </div>
        </>
      )}
      <FormError message={failure} />
      <CheckField
        label="I do not want the physical item shipped to me"
        checked={skipTicked}
        onChange={(event) => setSkipTicked(event.target.checked)}
      />
      <div className={styles.actions}>
        <Button variant="secondary" disabled={!skipTicked} onClick={() => onContinue(null)}>
          Skip
        </Button>
      </div>
    </div>
  );
}
