import { getDraw } from '../../functions/data/draw';
import { openPackDraw } from '../../functions/domain/draws/open-draw';
import type { Deps } from '../../functions/lib/deps';
import type { DemoCatalog } from './catalog';

/**
 * Opens the draw of each catalog pack allocated by one (the coming championship drop's Dynasty Pack), with
 * registration open from now until the drop starts; once only, so its secret seed stays the one committed to.
 */
export async function seedDrawDrop(deps: Deps, catalog: DemoCatalog, now: Date): Promise<void> {
  for (const pack of catalog.packs.filter((candidate) => candidate.allocation === 'draw')) {
    const drop = catalog.drops.find((candidate) => candidate.id === pack.dropId);
    if (!drop) throw new Error(`Pack ${pack.id} of an unknown drop`);
    if (!(await getDraw(deps.db, pack.id)))
      await openPackDraw(deps, { packId: pack.id, opensAt: now, closesAt: new Date(drop.featureAt) });
  }
}
