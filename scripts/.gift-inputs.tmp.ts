import { buildBundles, removeBundles } from './bundle-size';
const [entry] = process.argv.slice(2);
const reports = await buildBundles([{ entry: entry as string, functions: [] }]);
for (const r of reports) {
  const out = Object.values(r.metafile.outputs).find((o) => o.entryPoint);
  for (const [p, v] of Object.entries(out?.inputs ?? {})) console.log(`${p.replace(/^.*node_modules/, 'node_modules')}\t${v.bytesInOutput}`);
}
await removeBundles(reports);
