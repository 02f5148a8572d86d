import { UsdAmountField } from '../../../components/form/usd-amount-field';

export interface BidAmountFieldProps {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  /** The least bid, shown as the placeholder. */
  placeholder?: string;
}

/** The bid amount in USD: number keys only, paste blocked; the bid form cuts what is typed to cents. */
export function BidAmountField(props: BidAmountFieldProps) {
  return <UsdAmountField label="Your bid (USD)" passExtraDecimals {...props} />;
}
