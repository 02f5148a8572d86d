import * as z from '../zod';
import { ALLOWED_PAYMENT_CRYPTO, NOTIFICATIONS_POLL_INTERVAL_MS } from './constants';
import { currencySchema, passStateSchema } from './enum-schemas';
import { PassState } from './enums';
import { defaultFlags } from './flags';
import { allowedPhoneCountryCodes } from './geo';

/*
 * Apart from the flags (shared/domain/flags.ts): only GET /config and the web read these, so the phone country list
 * stays out of every other Lambda's bundle.
 */

/** Settings served with the flags (part 2 §9 'Settings'); third-party keys are not shown by the spec. */
export const appSettingsSchema = z.object({
  cryptoAllowed: z.array(currencySchema),
  phoneCountryCodesAllowed: z.array(z.string().check(z.length(2))),
  notificationsInterval: z.number().check(z.int(), z.positive()),
  onRamp: z.object({
    checkoutEnabled: z.boolean(),
    publicKey: z.string(),
    url: z.string(),
    cryptoAllowed: z.array(currencySchema),
  }),
  /** The pass page's state and the drop its 'Buy now' opens (part 1 §2 'Pass page'); set per deployment. */
  onePass: z.object({ state: passStateSchema, dropId: z.nullable(z.string().check(z.minLength(1))) }),
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

export const defaultAppSettings: AppSettings = {
  cryptoAllowed: [...ALLOWED_PAYMENT_CRYPTO],
  phoneCountryCodesAllowed: [...allowedPhoneCountryCodes],
  notificationsInterval: NOTIFICATIONS_POLL_INTERVAL_MS,
  onRamp: { checkoutEnabled: defaultFlags.onRampCheckoutEnabled, publicKey: '', url: '', cryptoAllowed: [] },
  onePass: { state: PassState.joinWaitList, dropId: null },
};
