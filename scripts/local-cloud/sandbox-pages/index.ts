import type { Deps } from '../../../functions/lib/deps';
import type { SandboxCall } from '../http-server';
import { identitySandboxPage } from './identity';

/** Routes /sandbox/* to the pages of each provider's sandbox. */
export function sandboxPages(deps: Deps) {
  return async (call: SandboxCall) => {
    const identity = /^\/sandbox\/identity\/([^/]+)$/.exec(call.path);
    if (identity?.[1]) {
      return identitySandboxPage(deps, {
        method: call.method,
        referenceId: decodeURIComponent(identity[1]),
        outcome: call.params.get('outcome'),
      });
    }
    return undefined;
  };
}
