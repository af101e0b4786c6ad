import type { Config } from '@react-router/dev/config';

export default {
  appDirectory: 'app',
  // WEB_BUILD_DIR (relative to apps/web) lets several checkouts' builds live side by side; `build` by default.
  buildDirectory: process.env.WEB_BUILD_DIR || 'build',
  ssr: true,
  future: {
    v8_middleware: true,
    v8_splitRouteModules: true,
    v8_trailingSlashAwareDataRequests: true,
    // Loaders and middleware see the page's URL, not the data request's (.data) URL.
    v8_passThroughRequests: false,
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
