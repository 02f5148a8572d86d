import { useAtom } from 'jotai';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/button/button';
import { Captcha } from '../../../components/captcha/captcha';
import { CodeField } from '../../../components/form/code-field';
import * as formStyles from '../../../components/form/form.css';
import { Modal } from '../../../components/modal/modal';
import { type TwoFactorRequest, twoFactorRequestAtom } from '../../../lib/session/session-store';
import { validateCaptcha, validateCode } from '../../../utils/validation';

function TwoFactorForm({
  request,
  onAnswer,
}: {
  request: TwoFactorRequest;
  onAnswer: (answer: { otp: string; captcha: string } | null) => void;
}) {
  const [otp, setOtp] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [errors, setErrors] = useState<{ otp?: string | null; captcha?: string | null }>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { otp: validateCode(otp), captcha: validateCaptcha(captcha) };
    setErrors(found);
    if (!found.otp && !found.captcha) onAnswer({ otp, captcha });
  };
  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <p>
        {request.channel === 'app'
          ? 'Enter the 6-digit code from your authenticator app.'
          : 'Enter the 6-digit code we sent to your phone.'}
      </p>
      <CodeField value={otp} onChange={setOtp} error={errors.otp} />
      <Captcha onToken={setCaptcha} error={errors.captcha} />
      <Button type="submit">Verify</Button>
    </form>
  );
}

/**
 * The 418 dialog (spec part 2 §8): the call is retried with the code and a captcha token; closing it cancels
 * the call without an error.
 */
export function TwoFactorModal() {
  const [request, setRequest] = useAtom(twoFactorRequestAtom);
  if (!request) return null;
  const answer = (value: { otp: string; captcha: string } | null) => {
    setRequest(null);
    request.resolve(value);
  };
  return (
    <Modal title="Two-factor authentication" onClose={() => answer(null)}>
      <TwoFactorForm request={request} onAnswer={answer} />
    </Modal>
  );
}
