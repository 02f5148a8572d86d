import { createLogger } from '../../functions/lib/logger';
import { startLocalCloud } from '../local-cloud/cloud';
import { benchCatalogReads } from './catalog-reads';
import { rawQueryRate } from './raw-rates';
const cloud = await startLocalCloud({ port: 0, logger: createLogger({}, 'error') });
try {
  const res = await benchCatalogReads(cloud);
  const raw = await rawQueryRate(cloud.deps.db, { itemBytes: 800, concurrency: 32 });
  console.log(`raw p99 ${raw.p99.toFixed(1)} p50 ${raw.p50.toFixed(1)} ${raw.perSecond.toFixed(0)}/s`, res.map((r) => (r.p99 / raw.p99).toFixed(2)).join(' '));
} finally { await cloud.stop(); }
