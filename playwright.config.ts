import { defineConfig, devices } from '@playwright/test';

import { APP_PORT } from './tests/e2e/e2e-env.ts';

const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  // A test's time limit catches a hang, not slowness: the longest flows (sign-up, a garden,
  // its tasks) took close to 30 s on a slow 2-core machine with both browsers running.
  timeout: 90_000,
  // An assertion waits for the page to get there. 5 s (Playwright's default) was too short
  // for the app to load, hydrate and answer on that machine with both browsers running; a
  // state that never comes still fails, only later.
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, browserName: 'chromium' } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // The app plus a mail sink and an OpenID provider on loopback; see tests/e2e/serve.ts.
    command: 'tsx tests/e2e/serve.ts',
    url: `http://127.0.0.1:${APP_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
  },
});
