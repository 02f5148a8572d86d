import useSWRMutation from 'swr/mutation';
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
export const emailSubscribe = (email: string) =>
  apiSend('emailSubscribe', { body: { email, tags: NEWSLETTER_TAGS } }, { toastErrors: false });

export const useEmailSubscribe = () =>
  useSWRMutation('emailSubscribe', (_key: string, { arg }: { arg: string }) => emailSubscribe(arg));
