import { useSWRConfig } from 'swr';
import { Loader } from '../../../components/loader/loader';
import { packKey } from '../api/get-pack';
import { PackCheckout } from '../components/pack-checkout';
import { usePackOrHome } from '../hooks/use-pack-or-home';

/** /drops/pack/{packId}/checkout (logged in: the shell guards it). */
export function PackCheckoutRoute({ packId }: { packId: string }) {
  const found = usePackOrHome(packId);
  const { mutate } = useSWRConfig();
  if (!found) return <Loader label="Loading pack" />;
  return <PackCheckout pack={found.pack} drop={found.drop} onStale={() => void mutate(packKey(packId))} />;
}
