import { useLocation } from 'wouter';
import type { OwnedItem } from '../../../../../shared/api/schemas/nft';
import { Button } from '../../../components/button/button';
import { paths } from '../../../config/paths';
import type { FusionNavigationState } from '../routes/fusion-route';

/** The owned-item page's way into fusion (fusion flag on): the wizard with this item already selected. */
export function FusionDoor({ item }: { item: OwnedItem }) {
  const [, navigate] = useLocation();
  const state: FusionNavigationState = { itemId: item.id };
  return (
    <Button variant="secondary" onClick={() => navigate(paths.fusion(), { state })} data-testid="fusion-door">
      Fuse
    </Button>
  );
}
