import { useState } from 'react';
import { apiSend } from '../../../lib/api-client';

/**
 * The form validates with the API's own schema, so the messages ('Required', 'Email is invalid') match. Loaded on
 * submit: the footer is on every page, the schema (zod's classic API) only needed once someone subscribes.
 */
export const loadSubscribeSchema = () =>
  import('../../../../../shared/api/schemas/catalog').then((m) => m.emailSubscribeBodySchema);

const NEWSLETTER_TAGS = ['newsletter'];

/**
 * POST /api/email-subscribe. Failures are not toasted: the spec only logs them, and the form shows field
 * errors under its input.
 */
export const emailSubscribe = (email: string, captcha: string) =>
  apiSend(
    'emailSubscribe',
    { body: { email, tags: NEWSLETTER_TAGS, 'g-recaptcha-response': captcha } },
    { toastErrors: false },
  );

/**
 * The subscribe call, and whether it is under way. A state of its own rather than swr/mutation, which would add
 * 0.5 KB gzipped to the first page for the footer's form alone.
 */
export function useEmailSubscribe() {
  const [isMutating, setMutating] = useState(false);
  const trigger = async (email: string, captcha: string) => {
    setMutating(true);
    try {
      return await emailSubscribe(email, captcha);
    } finally {
      setMutating(false);
    }
  };
  return { trigger, isMutating };
}
