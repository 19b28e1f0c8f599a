import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    // The repo root holds another react-router copy (for @react-router/dev); two copies break router context.
    dedupe: ['react', 'react-dom', 'react-router'],
  },
  ssr: {
    // @sen/core ships TypeScript sources, so it must be bundled rather than imported at runtime.
    noExternal: ['@sen/core'],
  },
});
