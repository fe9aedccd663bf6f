import { defineConfig, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:3000';
const INDEX = '/static/admin/index.html';

/** GET on a console address is the SPA; only the DELETE goes to the server (spec 002: delete a student). */
const deleteOnly: ProxyOptions = {
  target: backend,
  changeOrigin: true,
  bypass: (req) => (req.method === 'DELETE' ? undefined : INDEX),
};

export default defineConfig({
  base: '/static/admin/',
  plugins: [
    react(),
    {
      // In dev, serve the SPA on /{account}/admin/* and /alderaan/* like the server does.
      name: 'console-history-fallback',
      configureServer(server) {
        server.middlewares.use((req, _res, next) => {
          const url = req.url ?? '';
          const isPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
          if (
            isPage &&
            (/^\/[^/]+\/admin(\/|$|\?)/.test(url) ||
              /^\/alderaan(\/|$|\?)/.test(url) ||
              /^\/cadastro(\/|$|\?)/.test(url))
          ) {
            req.url = INDEX;
          }
          next();
        });
      },
    },
  ],
  build: { outDir: 'dist', emptyOutDir: true },
  server: {
    proxy: {
      '^/alderaan/graphql': { target: backend, changeOrigin: true },
      '^/global/graphql': { target: backend, changeOrigin: true },
      '^/[^/]+/admin/graphql': { target: backend, changeOrigin: true },
      '^/[^/]+/graphql': { target: backend, changeOrigin: true },
      '^/users/sign_out': { target: backend, changeOrigin: true },
      '^/[^/]+/admin/alunos/[^/]+$': deleteOnly,
    },
  },
});
