import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { messages } from '../../../shared/domain/messages';
import { conditionHeld } from '../../data/db';
import { consumeCode } from '../../data/one-time-code';
import { type UserRecord, userKey } from '../../data/user';
import type { Deps } from '../deps';
import { ValidationError } from '../errors';
import { requireCodeOk, sendCode } from './codes';
import { matchTotp } from './totp';

const wrongCode = () => new ValidationError([{ field: 'otp', message: messages.wrongCode }]);

/**
 * Records the authenticator step a code was used in, only if it is later than the last one used: a code (or an
 * older one) can't log in twice, even within its 30 seconds.
 */
async function claimTotpStep(deps: Deps, userUuid: string, step: number): Promise<boolean> {
  return conditionHeld(
    deps.db.client.send(
      new UpdateCommand({
        TableName: deps.db.tableName,
        Key: userKey(userUuid),
        UpdateExpression: 'SET totpLastStep = :step',
        ConditionExpression:
          'attribute_exists(pk) AND (attribute_not_exists(totpLastStep) OR totpLastStep < :step)',
        ExpressionAttributeValues: { ':step': step },
      }),
    ),
  );
}

/** Checks an authenticator code against a secret and uses up its time step. */
export async function consumeTotpCode(
  deps: Deps,
  userUuid: string,
  secret: string,
  code: string,
): Promise<void> {
  const step = matchTotp(secret, code, deps.clock.now());
  if (step === undefined || !(await claimTotpStep(deps, userUuid, step))) throw wrongCode();
}

/** Checks the second factor of a login: the authenticator app's code or the texted code. */
export async function checkLoginCode(deps: Deps, user: UserRecord, code: string): Promise<void> {
  if (user.channel2fa === 'app' && user.totpSecret) {
    await consumeTotpCode(deps, user.uuid, user.totpSecret, code);
    return;
  }
  requireCodeOk(await consumeCode(deps.db, deps.clock.now(), 'login', user.uuid, code));
}

/** Texts a login code when the account's second factor is the phone. */
export async function textLoginCode(deps: Deps, user: UserRecord): Promise<void> {
  if (user.channel2fa !== 'phone') return;
  await sendCode(deps, 'login', user.uuid, { channel: 'sms', address: user.phoneNumber });
}
