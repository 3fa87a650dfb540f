import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { localesPlugin } from './build/locales-plugin.ts';

export default defineConfig({
  plugins: [react(), localesPlugin()],
  css: {
    preprocessorOptions: {
      scss: {
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
        quietDeps: true,
      },
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
