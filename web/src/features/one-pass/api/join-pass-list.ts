import useSWRMutation from 'swr/mutation';
import * as z from 'zod/mini';
import { emailSubscribeBodySchema } from '../../../../../shared/api/schemas/catalog';
import { PASS_RAFFLE_TAG, PASS_WAITLIST_TAG } from '../../../../../shared/api/schemas/pass';
import { PassState } from '../../../../../shared/domain/enums';
import { apiSend } from '../../../lib/api-client';

/** The pass states that show the e-mail field. */
export type JoinablePassState = typeof PassState.joinRaffle | typeof PassState.joinWaitList;

export const isJoinable = (state: PassState): state is JoinablePassState =>
  state === PassState.joinRaffle || state === PassState.joinWaitList;

/** The API's own e-mail rule, so the messages ('Required', 'Email is invalid') match part 1 §5 'Pass e-mail'. */
export const passEmailSchema = z.pick(emailSubscribeBodySchema, { email: true });

/** The raffle tag also enters the address in the allowlist raffle (server side). */
const TAG_BY_STATE: Record<JoinablePassState, string> = {
  [PassState.joinRaffle]: PASS_RAFFLE_TAG,
  [PassState.joinWaitList]: PASS_WAITLIST_TAG,
};

export interface JoinPassListInput {
  email: string;
  state: JoinablePassState;
  /** The captcha's token (g-recaptcha-response). */
  captcha: string;
}

/** POST /api/email-subscribe with the state's tag. Not toasted: part 2 §8 only logs e-mail subscribe failures. */
export const joinPassList = ({ email, state, captcha }: JoinPassListInput) =>
  apiSend(
    'emailSubscribe',
    { body: { email, tags: [TAG_BY_STATE[state]], 'g-recaptcha-response': captcha } },
    { toastErrors: false },
  );

export const joinPassListKey = 'joinPassList';

export const useJoinPassList = () =>
  useSWRMutation(joinPassListKey, (_key: string, { arg }: { arg: JoinPassListInput }) => joinPassList(arg));
