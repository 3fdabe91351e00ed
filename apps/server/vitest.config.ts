import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // The app's modules are loaded once per worker, not once per file: loading them again for each of
    // the 70 files was a third of the suite's time. Every file builds its own app on its own database
    // (test/db.ts), and module-level caches are cleared there; a test that changes process.env or a
    // global puts it back in afterAll.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
