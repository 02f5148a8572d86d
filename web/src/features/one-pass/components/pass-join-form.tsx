import { type FormEvent, useId, useState } from 'react';
import { PassState } from '../../../../../shared/domain/enums';
import { messages } from '../../../../../shared/domain/messages';
import { Button } from '../../../components/button/button';
import { Captcha } from '../../../components/captcha/captcha';
import { useCaptcha } from '../../../components/captcha/use-captcha';
import { type JoinablePassState, passEmailSchema, useJoinPassList } from '../api/join-pass-list';
import { storeJoinedOnePass } from '../utils/joined-one-pass';
import * as styles from './one-pass.css';

export interface PassJoinFormProps {
  state: JoinablePassState;
  joined: boolean;
  onJoined: () => void;
  /** Names the form: the page has two (hero and second e-mail block). */
  label: string;
}

const JOIN_LABEL: Record<JoinablePassState, string> = {
  [PassState.joinRaffle]: 'JOIN ALLOWLIST RAFFLE',
  [PassState.joinWaitList]: 'JOIN WAITLIST',
};

/**
 * The pass e-mail capture (part 1 §4 'Pass join': not joined -> joining -> joined). Joined hides the field and
 * disables the button; a failed call changes nothing and is only logged (part 2 §8). The captcha of the other
 * public forms shows once an address is typed.
 */
export function PassJoinForm({ state, joined, onJoined, label }: PassJoinFormProps) {
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const captcha = useCaptcha();
  const { trigger, isMutating } = useJoinPassList();

  if (joined) {
    return (
      <Button disabled data-testid="pass-joined">
        JOINED
      </Button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = passEmailSchema.safeParse({ email });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? messages.required);
      return;
    }
    setFieldError(null);
    const token = captcha.take();
    if (!token) return;
    try {
      await trigger({ email: parsed.data.email, state, captcha: token });
      storeJoinedOnePass();
      onJoined();
    } catch (error) {
      console.warn('joining the pass list failed', error);
      captcha.showRefusal(error);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={label}>
      <div className={styles.row}>
        <input
          className={styles.input}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Email address"
          aria-label="Email address"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={fieldError !== null}
          aria-describedby={fieldError ? errorId : undefined}
        />
        <Button type="submit" disabled={isMutating}>
          {JOIN_LABEL[state]}
        </Button>
      </div>
      {fieldError && (
        <p id={errorId} className={styles.error} role="alert">
          {fieldError}
        </p>
      )}
      {email && <Captcha key={captcha.key} onToken={captcha.setToken} error={captcha.error} />}
    </form>
  );
}
