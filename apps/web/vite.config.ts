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
  },
});
