import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:3000';

/** The public pages (review form): one entry per page, served by the command-service under /{account}/... */
export default defineConfig({
  base: '/static/checkout/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: { input: { reviews: 'reviews.html', checkout: 'checkout.html', pay: 'pay.html' } },
  },
  server: {
    proxy: {
      '^/[^/]+/graphql': { target: backend, changeOrigin: true },
      '^/[^/]+/checkout/plans': { target: backend },
      '^/payments': { target: backend },
      '^/[^/]+/pagamento/': { target: backend },
    },
  },
});
