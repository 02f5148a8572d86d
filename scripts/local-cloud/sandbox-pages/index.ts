import type { Deps } from '../../../functions/lib/deps';
import type { SandboxCall } from '../http-server';
import { cardFieldsSandboxPage } from './card-fields';
import { cardChallengeSandboxPage, cardDisputeSandboxPage, tokenizeCardSandbox } from './cards';
import { cryptoDepositSandboxPage } from './crypto';
import { externalAuctionSandboxPage } from './external-auction';
import { identitySandboxPage, type SandboxPageAnswer } from './identity';
import { payoutRecipientSandboxPage } from './payouts';

/** The app frames the card processor's pages: the hosted card fields and the 3-D Secure challenge. */
const framedByApp = (answer: SandboxPageAnswer): SandboxPageAnswer => ({ ...answer, framing: 'self' });

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
    if (call.path === '/sandbox/cards/fields' && call.method === 'GET')
      return framedByApp(cardFieldsSandboxPage());
    if (call.path === '/sandbox/cards/tokens' && call.method === 'POST')
      return tokenizeCardSandbox(deps, call.params);
    const challenge = /^\/sandbox\/cards\/challenge\/([^/]+)$/.exec(call.path);
    if (challenge?.[1]) {
      return framedByApp(
        await cardChallengeSandboxPage(deps, {
          method: call.method,
          sessionId: decodeURIComponent(challenge[1]),
          choice: call.params.get('choice'),
        }),
      );
    }
    if (call.path === '/sandbox/cards/disputes') return cardDisputeSandboxPage(deps, call);
    if (call.path === '/sandbox/crypto') return cryptoDepositSandboxPage(deps, call);
    if (call.path === '/sandbox/external-auction') return externalAuctionSandboxPage(deps, call);
    const recipient = /^\/sandbox\/payouts\/recipients\/([^/]+)$/.exec(call.path);
    if (recipient?.[1])
      return payoutRecipientSandboxPage(deps, {
        method: call.method,
        recipientId: decodeURIComponent(recipient[1]),
      });
    return undefined;
  };
}
