import { buildBundles, removeBundles } from './bundle-size';
const entries = ['functions/api/nft/handler.ts'];
const reports = await buildBundles(entries.map((entry) => ({ entry, functions: [] })));
for (const r of reports) {
  const out = Object.values(r.metafile.outputs).find((o) => o.entryPoint);
  const inputs = Object.entries(out?.inputs ?? {});
  const mine = inputs.filter(([p]) => /gift|payment-choice|card-choice/.test(p));
  const byDir = new Map<string, number>();
  for (const [p, v] of inputs) { const d = p.split('/').slice(0, 3).join('/'); byDir.set(d, (byDir.get(d) ?? 0) + v.bytesInOutput); }
  console.log(r.entry, r.bytes, 'gift files:', mine.map(([p, v]) => `${p}=${v.bytesInOutput}`).join(' '));
  if (process.argv.includes('--dirs')) console.log([...byDir].sort((a, b) => b[1] - a[1]).slice(0, 12));
  if (process.argv.includes('--has')) console.log(inputs.filter(([p]) => p.includes(process.argv[process.argv.indexOf('--has') + 1])).map(([p, v]) => `${p}=${v.bytesInOutput}`).join('\n'));
}
await removeBundles(reports);
