import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig, type Plugin } from 'vite';

/** Names this build: BUILD_ID when the pipeline sets one (e.g. the commit), else the time of the build. */
const buildId = process.env.BUILD_ID || new Date().toISOString();

/**
 * The version check's two halves (spec part 2 §9): the bundle knows its build id (import.meta.env.VITE_BUILD_ID) and
 * the build writes /app/version.json with the same id; a running tab polling that file sees a new deployment.
 */
function versionFile(): Plugin {
  const body = JSON.stringify({ buildId });
  return {
    name: 'version-file',
    config: () => ({ define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId) } }),
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: body });
    },
    configureServer(server) {
      server.middlewares.use('/app/version.json', (_req, res) => {
        res.setHeader('content-type', 'application/json');
        res.setHeader('cache-control', 'no-cache');
        res.end(body);
      });
    },
  };
}

/**
 * The web app, served under /app. No React plugin: Vite 8 compiles TSX itself (tsconfig `jsx: react-jsx`).
 * The local cloud mounts this config in middleware mode for `npm run dev` and serves /api itself.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/app/',
  plugins: [vanillaExtractPlugin(), versionFile()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Everything the entry imports statically goes in one chunk: left to itself, the bundler splits off each
        // module that lazy screens share with the first page (18 first-load scripts, each gzipped alone, so no
        // shared dictionary: 4.5 KB more). Lazy screens import what they share from this chunk.
        codeSplitting: {
          groups: [{ name: 'first-load', tags: ['$initial'] }],
        },
      },
      treeshake: {
        // The enumeration modules only declare tables, yet the bundler takes a read such as `Tier.green` at a
        // module's top level for a possible side effect: it would run, and so ship, every area their barrel
        // (shared/domain/enums/index.ts) re-exports wherever one of them is used.
        moduleSideEffects: [{ test: /shared[\\/]domain[\\/]enums[\\/]/, sideEffects: false }],
      },
      onwarn(warning, warn) {
        // swr ships 'use client' directives, meaningless in a client-only bundle; the timing note always names
        // vanilla-extract, whose CSS compilation is most of the build.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'PLUGIN_TIMINGS') return;
        warn(warning);
      },
    },
  },
});
