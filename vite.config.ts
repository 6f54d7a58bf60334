import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressAssets } from './scripts/precompress-assets';

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), tailwindcss(), precompressAssets()],
  resolve: { alias: { '~': fileURLToPath(new URL('./src', import.meta.url)) } },
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
});
