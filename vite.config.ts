import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import preact from '@preact/preset-vite';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './scripts/compile-hints';
import { precompressAssets } from './scripts/precompress-assets';
import { preactAliases } from './scripts/preact-aliases';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * The libraries every screen runs (React Router, TanStack Query, the class helpers, the dialog's Radix parts), in
 * one chunk rather than about fifteen: 2 to 5 KB less JavaScript a page and 5 to 12 fewer requests (bench/README).
 * Preact is left to the entry, where it lands anyway: grouping it here changed neither the files nor the bytes (its
 * earlier breaking of an Escape in the outfits journey was the effects' timing, fixed in src/web/lib/preact-options.ts).
 */
const FRAMEWORK_MODULES = new RegExp(
  'node_modules[\\\\/](' +
    [
      'react-router',
      '@tanstack',
      'tailwind-merge',
      'clsx',
      'class-variance-authority',
      '@radix-ui[\\\\/]react-(dialog|dismissable-layer|focus-scope|focus-guards|presence|portal|slot|primitive|context|compose-refs|id|use-[a-z-]+|avatar)',
      'react-remove-scroll',
      'react-remove-scroll-bar',
      'aria-hidden',
      'use-callback-ref',
      'use-sidecar',
      'react-style-singleton',
      'get-nonce',
      'tslib',
    ].join('|') +
    ')[\\\\/]',
);

/**
 * The web app manifest and the service worker (src/web/sw.ts, decision record 62): French, the brand's colour,
 * standalone, shortcuts to the client's two daily screens. The worker precaches this build's scripts and styles
 * (not their source maps, nor the demo's media) and registers itself once the page is idle (src/web/main.tsx).
 */
const installableApp = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: '.',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: {
      id: '/',
      name: 'Atelier Silhouette',
      short_name: 'Atelier',
      description: 'Votre silhouette, votre garde-robe et vos tenues, avec votre conseillère en image.',
      lang: 'fr',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
      theme_color: '#7c3aed',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
      shortcuts: [
        {
          name: 'Mes Tenues',
          url: '/client/dashboard/outfits',
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
        },
        {
          name: 'Messages',
          url: '/client/dashboard/messages',
          icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
        },
      ],
    },
    injectManifest: {
      globPatterns: ['assets/*.{js,css}', 'index.html', 'favicon.svg', 'icons/*.png'],
      // The outfit editor's canvas library is the one large chunk (Konva): precached too, it is the consultant's
      // main screen.
      maximumFileSizeToCacheInBytes: 1_500_000,
      // pdf.js, for the carnet's preview only: loaded by the consultant who opens it, not precached for everyone.
      // Likewise face-api with TensorFlow.js (1.3 MB), for the colour analysis only (its weights are .bin files,
      // outside globPatterns; decision record 70).
      globIgnores: ['assets/pdf-*.js', 'assets/face-runtime-*.js'],
    },
  });

/** The browser's build, and beside it the server's page renderer (src/web/entry-server.tsx). */
const webOutDir = process.env.WEB_OUT_DIR ?? '../../dist/web';

export default defineConfig(({ command, isSsrBuild }) => ({
  root: 'src/web',
  publicDir: isSsrBuild ? false : 'public',
  plugins: [
    // Preact's JSX and its hot reload (prefresh) in development; React's packages resolve to preact/compat.
    preact({ prerender: { enabled: false } }),
    tailwindcss(),
    // The outfit editor's canvas (Konva) runs as soon as it arrives.
    compileHints({ also: ['src/web/canvas/outfit-stage.tsx'] }),
    ...(isSsrBuild ? [] : [installableApp(), precompressAssets()]),
  ],
  resolve: {
    alias: [
      { find: '~', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...preactAliases,
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
  // The app runs on Preact through preact/compat: the server's renderer bundles its dependencies so that they
  // take the same aliases.
  ssr: { noExternal: true },
  build: {
    outDir: isSsrBuild ? `${webOutDir}-ssr` : webOutDir,
    emptyOutDir: true,
    sourcemap: isSsrBuild ? true : 'hidden',
    // Read by the server to preload each page's chunks with the page (src/server/http/route-preloads.ts).
    manifest: !isSsrBuild,
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'framework', test: FRAMEWORK_MODULES }] } } },
  },
  server: {
    port: 3000,
    strictPort: true,
    proxy: { '/api': { target: `http://localhost:${apiPort}`, ws: true } },
  },
}));
