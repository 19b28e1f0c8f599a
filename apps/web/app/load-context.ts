import type { SsrContext } from '@sen/core';

// apps/server passes an SsrContext as React Router's load context (default, non-middleware mode).
declare module 'react-router' {
  interface AppLoadContext extends SsrContext {}
}
