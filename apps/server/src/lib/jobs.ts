import type { App } from './app-types';

/**
 * Runs `task` every `ms` while the app is up: never two runs of one job at once, errors logged
 * (the next tick tries again), the timer stopped when the app closes and never keeping the process
 * alive. Jobs must be idempotent: every server of a cluster runs them.
 */
export function every(app: App, name: string, ms: number, task: () => Promise<unknown>) {
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      await task();
    } catch (err) {
      app.log.error({ err, job: name }, 'job failed');
    } finally {
      running = false;
    }
  }, ms);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
