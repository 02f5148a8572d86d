import { type FormEvent, useState } from 'react';
import { giftEmailFormSchema } from '../../../../../shared/api/schemas/gifts';
import { Button } from '../../../components/button/button';
import { LinkButton } from '../../../components/button/link-button';
import { TextField } from '../../../components/form/text-field';
import * as styles from './gift.css';

export interface GiftEmailFormProps {
  /** The giver's own address: a gift to it is refused ('Use any email address other than your own'). */
  ownEmail: string;
  initialEmail?: string;
  backTo: string;
  onContinue: (email: string) => void;
}

type Errors = Partial<Record<'email' | 'confirmEmail', string>>;

/** /gift-nft's form (part 1 §5): the receiver's address and its confirmation, equal whatever the case. */
export function GiftEmailForm({ ownEmail, initialEmail = '', backTo, onContinue }: GiftEmailFormProps) {
  const [email, setEmail] = useState(initialEmail);
  const [confirmEmail, setConfirmEmail] = useState(initialEmail);
  const [errors, setErrors] = useState<Errors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = giftEmailFormSchema(ownEmail).safeParse({ email, confirmEmail });
    if (parsed.success) return onContinue(parsed.data.email);
    const found: Errors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof Errors;
      found[field] ??= issue.message;
    }
    setErrors(found);
  }

  return (
    <form className={styles.column} onSubmit={submit} noValidate data-testid="gift-email-form">
      <p className={styles.muted}>
        Send this NFT to anyone by e-mail. Without an account yet, they receive it once they sign up with that
        address and verify it.
      </p>
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(event) => {
          setEmail(event.target.value);
          setErrors({});
        }}
        error={errors.email}
      />
      <TextField
        label="Confirm email"
        name="confirm_email"
        type="email"
        autoComplete="off"
        value={confirmEmail}
        onChange={(event) => {
          setConfirmEmail(event.target.value);
          setErrors({});
        }}
        error={errors.confirmEmail}
      />
      <div className={styles.actions}>
        <LinkButton variant="secondary" to={backTo}>
          Go back
        </LinkButton>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}
