import { DrawDoor } from '../../features/draws/components/draw-door';
import { PackRoute } from '../../features/packs/routes/pack-route';

/** /drops/pack/{packId} with its sale door: 'Buy pack', or the draw of a draw drop's pack (issue 16 point 5). */
export function PackWithDrawRoute({ packId }: { packId: string }) {
  return <PackRoute packId={packId} SaleDoor={DrawDoor} />;
}
