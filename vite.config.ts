import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './scripts/compile-hints';
import { precompressAssets } from './scripts/precompress-assets';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig(({ command }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    // The outfit editor's canvas (Konva) runs as soon as it arrives.
    compileHints({ also: ['src/web/canvas/outfit-stage.tsx'] }),
    precompressAssets(),
  ],
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // React Router's package exports only its development build, with its warnings and checks
      // (remix-run/react-router#14102); the app's build takes the production one it ships beside it.
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: process.env.WEB_OUT_DIR ?? '../../dist/web',
    emptyOutDir: true,
    sourcemap: 'hidden',
    // Read by the server to preload each page's chunks with the page (src/server/http/route-preloads.ts).
    manifest: true,
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: `http://localhost:${apiPort}`, ws: true } },
  },
}));
