import { US_COUNTRY_CODE } from '../../../../../shared/domain/geo';
import { ShippingAddressStep } from '../../../components/shipping-address-step/shipping-address-step';

/** The fused physical item: it ships to a US address only (part 1 §5). */
const fusedPhysicalItem = {
  title: 'The fused physical item',
  description:
    'A phygital card that unlocks the AR app comes with your fused NFT. Enter a US address, or tick the box at the bottom and press Skip.',
  thumbnail: '',
  shipping_countries: [US_COUNTRY_CODE],
  is_shirt_included: false,
};

/** The address step: a US address for the physical item, or none (the box ticked, then Skip). */
export function AddressStep({ onContinue }: { onContinue: (addressUuid: string | null) => void }) {
  return <ShippingAddressStep item={fusedPhysicalItem} onContinue={onContinue} />;
}
