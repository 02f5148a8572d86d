import { type FormEvent, useState } from 'react';
import {
  listStorefrontNftBodySchema,
  type StorefrontNftOwnerView,
} from '../../../../../shared/api/schemas/storefront';
import { Button } from '../../../components/button/button';
import * as formStyles from '../../../components/form/form.css';
import { FormError } from '../../../components/form/form-error';
import { TextField } from '../../../components/form/text-field';
import { UsdAmountField } from '../../../components/form/usd-amount-field';
import { useFormCall } from '../../../lib/use-form-call';
import { listNftForSale } from '../api/list-nft-for-sale';
import { fieldIssues } from '../utils/field-issues';
import * as styles from './storefront.css';

type Field = 'price' | 'quantity' | 'starts' | 'ends';

const serverFields = { price: 'price', quantity: 'quantity', starts: 'starts', ends: 'ends' } as const;

/** A datetime-local input's value for `date`, in the browser's time zone. */
const localInput = (date: Date) => {
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
};

const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);

export interface ListForSaleFormProps {
  nft: StorefrontNftOwnerView;
  onListed: (nft: StorefrontNftOwnerView) => void;
}

/** /storefront-list-for-sale/{uuid}: price, quantity, start and (optional) end of the Buy Now listing. */
export function ListForSaleForm({ nft, onListed }: ListForSaleFormProps) {
  const unsold = nft.editions - nft.sold;
  const [values, setValues] = useState({
    price: '',
    quantity: String(unsold),
    starts: localInput(new Date()),
    ends: '',
  });
  const { failure, setFailure, busy, run } = useFormCall<Field>(serverFields);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFailure((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = {
      price: Number(values.price),
      quantity: Number(values.quantity),
      starts: isoOf(values.starts) ?? new Date().toISOString(),
      ends: isoOf(values.ends),
    };
    const fields = fieldIssues<Field>(listStorefrontNftBodySchema, body);
    if (!values.price) fields.price = 'Enter a price.';
    if (body.quantity > unsold) fields.quantity = `At most ${unsold} editions are left to list.`;
    if (Object.values(fields).some(Boolean)) return setFailure({ fields, form: null });
    const listed = await run(() => listNftForSale(nft.uuid, body));
    if (listed) onListed(listed);
  };

  return (
    <form
      className={`${formStyles.form} ${styles.column}`}
      onSubmit={(event) => void submit(event)}
      noValidate
      data-testid="list-for-sale-form"
    >
      <UsdAmountField
        label="Price (USD)"
        value={values.price}
        onChange={set('price')}
        error={failure.fields.price}
      />
      <TextField
        label="Quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={unsold}
        value={values.quantity}
        onChange={(event) => set('quantity')(event.target.value)}
        error={failure.fields.quantity}
        hint={`${unsold} of ${nft.editions} editions left to list.`}
      />
      <TextField
        label="Starts"
        type="datetime-local"
        value={values.starts}
        onChange={(event) => set('starts')(event.target.value)}
        error={failure.fields.starts}
      />
      <TextField
        label="Ends (optional)"
        type="datetime-local"
        value={values.ends}
        onChange={(event) => set('ends')(event.target.value)}
        error={failure.fields.ends}
        hint="Leave empty to sell until the editions run out."
      />
      <FormError message={failure.form} />
      <div className={styles.actions}>
        <Button type="submit" disabled={busy}>
          {busy ? 'Listing…' : 'List for sale'}
        </Button>
      </div>
    </form>
  );
}
