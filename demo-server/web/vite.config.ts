import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The demo business app. Built into ./dist and served by demo-server/main.ts.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  logLevel: 'warn',
});
