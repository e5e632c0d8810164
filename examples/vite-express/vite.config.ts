import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  // Hidden source maps: the test reads them to prove no server-only package reached the browser.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: 'hidden' },
});
