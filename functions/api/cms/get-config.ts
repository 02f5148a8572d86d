import { liveRoutes } from '../../../shared/api/routes/live';
import { defaultAppSettings } from '../../../shared/domain/app-settings';
import { endpoint } from '../../lib/http';

/** The flags this deployment runs with (spec defaults plus FEATURE_FLAGS overrides) and the client settings. */
export const getConfig = endpoint(liveRoutes.getConfig, async (deps) => ({
  flags: deps.flags,
  settings: {
    ...defaultAppSettings,
    onRamp: { ...defaultAppSettings.onRamp, checkoutEnabled: deps.flags.onRampCheckoutEnabled },
    onePass: { state: deps.env.ONE_PASS_STATE, dropId: deps.env.ONE_PASS_DROP_ID ?? null },
  },
}));
