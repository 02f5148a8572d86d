/** Checks a captcha answer (g-recaptcha-response). AWS asks Google reCAPTCHA; the sandbox accepts any non-empty token. */
export interface CaptchaPort {
  verify(token: string, remoteIp: string): Promise<boolean>;
}
