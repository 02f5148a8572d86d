import { messages } from '../../../shared/domain/messages';
import type { Deps } from '../../lib/deps';
import { BadRequestError } from '../../lib/errors';

/** Signs an on-ramp widget URL; only https URLs on the on-ramp's host, so the key never signs anything else. */
export async function signOnRampUrl(deps: Pick<Deps, 'onRamp'>, url: string): Promise<{ url: string }> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' || parsed.host !== deps.onRamp.host || !parsed.search) {
    throw new BadRequestError(messages.onRampUrlInvalid, 'on_ramp_url_invalid');
  }
  return { url: await deps.onRamp.signUrl(url) };
}
