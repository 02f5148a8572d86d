import { useCallback, useState } from 'react';
import { env } from '../../config/env';
import { paths } from '../../config/paths';
import { isTermsAccepted, setTermsAccepted } from '../../lib/terms-acceptance';
import { CheckField } from '../form/check-field';

/**
 * Whether the terms under `termsKey` are accepted (remembered as `${terms_key}_accepted`), and the setter that
 * remembers it. Without a terms key there is nothing to accept.
 */
export function useTermsAcceptance(termsKey: string | null) {
  const [accepted, setAccepted] = useState(() => termsKey === null || isTermsAccepted(termsKey));
  const accept = useCallback(
    (next: boolean) => {
      if (termsKey === null) return;
      setTermsAccepted(termsKey, next);
      setAccepted(next);
    },
    [termsKey],
  );
  return { accepted: termsKey === null || accepted, setAccepted: accept };
}

export interface TermsAcceptanceProps {
  termsKey: string;
  accepted: boolean;
  onChange: (accepted: boolean) => void;
  /** Shown under the box, e.g. when a purchase was tried without accepting. */
  error?: string | null;
}

/** The drop rules checkbox of a checkout: the rules open in a new tab, so the checkout keeps its state. */
export function TermsAcceptance({ termsKey, accepted, onChange, error }: TermsAcceptanceProps) {
  return (
    <CheckField
      label={
        <>
          I have read and accept the{' '}
          <a
            href={`${env.basePath}${paths.dropRulesByKey({ dropKey: termsKey })}`}
            target="_blank"
            rel="noreferrer"
          >
            Drop rules
          </a>
        </>
      }
      checked={accepted}
      onChange={(event) => onChange(event.target.checked)}
      error={error}
      data-testid="terms-acceptance"
    />
  );
}
