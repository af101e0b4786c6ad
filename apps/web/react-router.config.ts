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
    // Loaders, actions and middleware get the request as it came, not a copy without a client navigation's `.data`
    // (two Request objects less per loader); they read the page's address from their `url` argument (decision 074).
    v8_passThroughRequests: true,
    v8_viteEnvironmentApi: false,
  },
} satisfies Config;
