import { Loader } from '../../../components/loader/loader';
import { PackDetail } from '../components/pack-detail';
import { usePackOrHome } from '../hooks/use-pack-or-home';

/** /drops/pack/{packId}. */
export function PackRoute({ packId }: { packId: string }) {
  const found = usePackOrHome(packId);
  if (!found) return <Loader label="Loading pack" />;
  return <PackDetail pack={found.pack} drop={found.drop} />;
}
