import { defineConfig } from 'vitest/config';

/** Browser journeys: the real server on the embedded database, driven in Debian's Chromium. */
export default defineConfig({
  test: {
    include: ['journeys/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
