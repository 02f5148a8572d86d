import { Loader } from '../../../components/loader/loader';
import { PackDetail, type PackSaleDoor } from '../components/pack-detail';
import { usePackOrHome } from '../hooks/use-pack-or-home';

/** /drops/pack/{packId}; `SaleDoor` (composed by the app) sells a pack that is not sold first come. */
export function PackRoute({ packId, SaleDoor }: { packId: string; SaleDoor?: PackSaleDoor }) {
  const found = usePackOrHome(packId);
  if (!found) return <Loader label="Loading pack" />;
  return <PackDetail pack={found.pack} drop={found.drop} SaleDoor={SaleDoor} />;
}
