import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the API runs beside Vite (npm run dev); /api, /images and the payment sandbox's
// hosted page (/sandbox, at PUBLIC_URL, which is this server) are proxied to it.
const apiTarget = `http://127.0.0.1:${process.env['API_PORT'] ?? '3001'}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/images': apiTarget,
      '/healthz': apiTarget,
      '/sandbox': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page needs, in one long-cached file: left to the default splitting, the
              // same code came as half a dozen tiny shared chunks, each a request and gzip overhead.
              name: 'vendor',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
