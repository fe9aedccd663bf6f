import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:3000';

/**
 * The member app (issue 25): one page served by the command-service at /{account}/app (the server fills
 * the gym's name and address into index.html), its assets under /static/app/, its service worker
 * (public/sw.js, copied as is) at /{account}/app/sw.js.
 */
export default defineConfig({
  base: '/static/app/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  server: { proxy: { '^/[^/]+/(graphql|app/manifest.webmanifest|app/icon.svg)': { target: backend } } },
});
