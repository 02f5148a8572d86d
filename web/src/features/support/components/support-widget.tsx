import { type ReactNode, useId, useState } from 'react';
import { launcher, panel, tab, tabList, tabPanel } from './support-widget.css';

export interface SupportWidgetProps {
  /** The FAQ tab's content (the app passes the CMS FAQ; features stay apart). */
  faq: ReactNode;
  /** The Contact Us tab's content. */
  contact: ReactNode;
}

type SupportTab = 'faq' | 'contact';

const TAB_LABELS: Record<SupportTab, string> = { faq: 'FAQ', contact: 'Contact Us' };

/**
 * The support widget (spec part 1 §2): a floating button opening a panel with an FAQ tab and a Contact Us tab.
 * A tab's content mounts only when shown, so nothing is fetched until someone asks for help.
 */
export function SupportWidget({ faq, contact }: SupportWidgetProps) {
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<SupportTab>('faq');
  const panelId = useId();
  const tabId = (name: SupportTab) => `${panelId}-${name}`;
  return (
    <>
      {open && (
        <section id={panelId} className={panel} aria-label="Support" data-testid="support-widget">
          <div role="tablist" className={tabList}>
            {(Object.keys(TAB_LABELS) as SupportTab[]).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                id={tabId(name)}
                className={tab}
                aria-selected={selected === name}
                aria-controls={`${tabId(name)}-panel`}
                onClick={() => setSelected(name)}
              >
                {TAB_LABELS[name]}
              </button>
            ))}
          </div>
          <div
            role="tabpanel"
            id={`${tabId(selected)}-panel`}
            aria-labelledby={tabId(selected)}
            className={tabPanel}
          >
            {selected === 'faq' ? faq : contact}
          </div>
        </section>
      )}
      <button
        type="button"
        className={launcher}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        {open ? 'Close help' : 'Help'}
      </button>
    </>
  );
}
