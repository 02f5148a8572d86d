import type { LocalCloud } from '../../../scripts/local-cloud/cloud';

interface DropAnswer {
  active: boolean;
  sold_out: boolean;
  feature_at: string;
  terms_key: string | null;
  needs_waiting_room: boolean;
  drops: { id: string; title: string; sold_out: boolean }[];
}

/**
 * A pack on sale right now in the seeded catalogue, of a drop with no rules to accept and no waiting room
 * (journeys of their own).
 */
export async function packOnSale(cloud: LocalCloud): Promise<{ id: string; title: string }> {
  const { results } = (await (await fetch(`${cloud.url}/api/auction/drops?page_size=50`)).json()) as {
    results: DropAnswer[];
  };
  const now = new Date().toISOString();
  const drop = results.find(
    (d) =>
      d.active &&
      !d.sold_out &&
      d.feature_at <= now &&
      d.terms_key === null &&
      !d.needs_waiting_room &&
      d.drops.some((pack) => !pack.sold_out),
  );
  const pack = drop?.drops.find((p) => !p.sold_out);
  if (!pack) throw new Error('The seed has no pack on sale');
  return pack;
}
