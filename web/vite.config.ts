import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

/**
 * The web app, served under /app. No React plugin: Vite 8 compiles TSX itself (tsconfig `jsx: react-jsx`).
 * The local cloud mounts this config in middleware mode for `npm run dev` and serves /api itself.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/app/',
  plugins: [vanillaExtractPlugin()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // swr ships 'use client' directives, meaningless in a client-only bundle; the timing note always names
        // vanilla-extract, whose CSS compilation is most of the build.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' || warning.code === 'PLUGIN_TIMINGS') return;
        warn(warning);
      },
    },
  },
});
