import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { messages } from '../../../../../shared/domain/messages';
import { env } from '../../../config/env';
import {
  CARD_FIELDS_LOAD_TIMEOUT_MS,
  type CardFieldsMessage,
  isCardFieldsMessage,
  type TokenizeRequest,
} from '../utils/card-fields-protocol';

export type CardToken = Extract<CardFieldsMessage, { type: 'token' }>;

/** Tokenization failed: `message` is what the fields said ('Please use another card'). */
export class CardTokenizationError extends Error {}

/** 'loading' until the fields say they are ready; 'failed' when they never do (the card script did not load). */
export type CardFieldsStatus = 'loading' | 'ready' | 'failed';

/**
 * Talks to the hosted card fields framed at env.cardFieldsUrl: only messages from that frame and origin count.
 * `tokenize(name)` answers the token the fields made, or throws CardTokenizationError.
 */
export function useHostedCardFields(loadTimeoutMs = CARD_FIELDS_LOAD_TIMEOUT_MS) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [status, setStatus] = useState<CardFieldsStatus>('loading');
  const pending = useRef<{ resolve: (token: CardToken) => void; reject: (error: Error) => void } | null>(
    null,
  );
  const origin = useMemo(() => new URL(env.cardFieldsUrl, window.location.href).origin, []);

  // Listening from the commit itself, as ThreeDsFrame does: a passive effect runs a moment after the frame is in
  // the page, and a 'ready' said in between (a cached frame, a test) would leave the form disabled.
  useLayoutEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const frame = frameRef.current?.contentWindow;
      if (!frame || event.source !== frame || event.origin !== origin || !isCardFieldsMessage(event.data))
        return;
      const message = event.data;
      if (message.type === 'ready') {
        setStatus('ready');
        return;
      }
      const waiting = pending.current;
      pending.current = null;
      if (message.type === 'token') waiting?.resolve(message);
      else waiting?.reject(new CardTokenizationError(message.message || messages.useAnotherCard));
    };
    window.addEventListener('message', onMessage);
    const timer = setTimeout(
      () => setStatus((current) => (current === 'loading' ? 'failed' : current)),
      loadTimeoutMs,
    );
    return () => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      pending.current?.reject(new CardTokenizationError(messages.tryAgainLater));
      pending.current = null;
    };
  }, [origin, loadTimeoutMs]);

  const tokenize = useCallback(
    (name: string) =>
      new Promise<CardToken>((resolve, reject) => {
        const frame = frameRef.current?.contentWindow;
        if (!frame) {
          reject(new CardTokenizationError(messages.tryAgainLater));
          return;
        }
        pending.current = { resolve, reject };
        const request: TokenizeRequest = { type: 'tokenize', name };
        frame.postMessage(request, origin);
      }),
    [origin],
  );

  return { frameRef, status, tokenize, src: env.cardFieldsUrl };
}
