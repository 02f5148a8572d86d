import { waitFor } from '@testing-library/react';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { useHostedCardFields } from './use-hosted-card-fields';

function Fields() {
  const fields = useHostedCardFields();
  return (
    <>
      <iframe ref={fields.frameRef} src={fields.src} title="Card fields" />
      <output>{fields.status}</output>
    </>
  );
}

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };

afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('useHostedCardFields', () => {
  it("hears a 'ready' said the moment the frame is in the page", async () => {
    // Rendered as a browser does (outside act), so React commits first and runs passive effects a task later;
    // the observer speaks in between, as a frame that loads at once would.
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const observer = new MutationObserver(() => {
      const frame = container.querySelector('iframe');
      if (!frame) return;
      observer.disconnect();
      window.dispatchEvent(
        new MessageEvent('message', {
          data: { type: 'ready' },
          origin: window.location.origin,
          source: frame.contentWindow,
        }),
      );
    });
    observer.observe(container, { childList: true, subtree: true });
    const root = createRoot(container);
    root.render(<Fields />);
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('ready'));
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    act(() => root.unmount());
    container.remove();
  });
});
