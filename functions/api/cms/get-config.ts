import { liveRoutes } from '../../../shared/api/routes/live';
import { defaultAppSettings } from '../../../shared/domain/flags';
import { endpoint } from '../../lib/http';

/** The flags this deployment runs with (spec defaults plus FEATURE_FLAGS overrides) and the client settings. */
export const getConfig = endpoint(liveRoutes.getConfig, async (deps) => ({
  flags: deps.flags,
  settings: {
    ...defaultAppSettings,
    onRamp: { ...defaultAppSettings.onRamp, checkoutEnabled: deps.flags.onRampCheckoutEnabled },
  },
}));
