import type { Config } from '@react-router/dev/config';

// Server rendering on: apps/server imports build/server/index.js and serves build/client.
export default {
  appDirectory: 'app',
  buildDirectory: 'build',
  ssr: true,
} satisfies Config;
