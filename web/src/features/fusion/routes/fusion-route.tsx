import { useState } from 'react';
import { useHistoryState } from 'wouter/use-browser-location';
import { DEFAULT_FUSE_PRICE_CENTS } from '../../../../../shared/domain/constants';
import { Loader } from '../../../components/loader/loader';
import { Page } from '../../../components/page/page';
import { ErrorState } from '../../../components/status/error-state';
import { usdToCents } from '../../../utils/money';
import { useFusionInfo } from '../api/get-fusion-info';
import { useMyFusionNfts } from '../api/list-my-fusion-nfts';
import { AddressStep } from '../components/address-step';
import { CheckoutStep } from '../components/checkout-step';
import { FusionLanding } from '../components/fusion-landing';
import { SelectStep, toggled } from '../components/select-step';
import { WarningStep } from '../components/warning-step';

/** What the owned-item page's fusion door hands over: the item to start the selection with. */
export interface FusionNavigationState {
  itemId?: string;
}

type Step = 'landing' | 'select' | 'warning' | 'address' | 'checkout';

const scrollToTop = () => window.scrollTo({ top: 0 });

/**
 * /fusion (logged in, fusion flag): the wizard of part 1 §4. landing -> select -> landing (the chosen ids) ->
 * warning (fuse click) -> address (Acknowledge) -> checkout (address entered or skipped). Every step starts at the
 * top of the page. From the owned-item page's door, the selection starts with that item.
 */
export function FusionRoute() {
  const preselected = useHistoryState<FusionNavigationState | null>()?.itemId;
  const nfts = useMyFusionNfts();
  const info = useFusionInfo();
  const [step, setStep] = useState<Step>(preselected ? 'select' : 'landing');
  const [draft, setDraft] = useState<string[]>(preselected ? [preselected] : []);
  const [chosen, setChosen] = useState<string[]>([]);
  const [addressUuid, setAddressUuid] = useState<string | null>(null);
  const go = (next: Step) => {
    setStep(next);
    scrollToTop();
  };

  const body = (() => {
    if (nfts.error) return <ErrorState onRetry={() => void nfts.mutate()} />;
    if (!nfts.data) return <Loader label="Loading your NFTs" />;
    const items = nfts.data.results;
    const chosenItems = chosen.flatMap((id) => items.filter((item) => item.id === id));
    switch (step) {
      case 'select':
        return (
          <SelectStep
            items={items}
            draft={draft}
            onToggle={(id) => setDraft((current) => toggled(current, id))}
            onAdd={() => {
              setChosen(draft);
              go('landing');
            }}
          />
        );
      case 'warning':
        return <WarningStep onAcknowledge={() => go('address')} />;
      case 'address':
        return (
          <AddressStep
            onContinue={(uuid) => {
              setAddressUuid(uuid);
              go('checkout');
            }}
          />
        );
      case 'checkout':
        return (
          <CheckoutStep
            items={chosenItems}
            addressUuid={addressUuid}
            priceCents={info.data ? usdToCents(info.data.price.amount) : DEFAULT_FUSE_PRICE_CENTS}
            onStep={scrollToTop}
          />
        );
      default:
        return (
          <FusionLanding
            chosen={chosenItems}
            onSelect={() => {
              setDraft(chosen);
              go('select');
            }}
            onFuse={() => go('warning')}
          />
        );
    }
  })();

  return (
    <Page title="Fusion" testId="fusion-page">
      {body}
    </Page>
  );
}
