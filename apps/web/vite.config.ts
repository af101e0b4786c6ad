import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  build: { chunkSizeWarningLimit: 1000 },
  ssr: { noExternal: ['@tawzeef/contract'] },
});
