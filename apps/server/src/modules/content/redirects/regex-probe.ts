import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { REDIRECT_PATH_MAX } from '@pishkhan/common/redirects';

/**
 * The time budget of a regex rule, checked on save beside safe-regex2 (which judges the pattern's
 * shape and misses overlapping alternatives such as `(a|aa)+$`): each pattern runs in a worker thread
 * against paths of the longest length built from its own characters, each followed by a character
 * that makes the match fail (where backtracking explodes). A pattern that takes longer than the
 * budget is reported slow and the worker is ended, so the server never waits on it.
 */
export const PROBE_BUDGET_MS = 250;

const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const max = workerData.max;
parentPort.on('message', (source) => {
  let re;
  try {
    re = source.startsWith('(?i)') ? new RegExp(source.slice(4), 'i') : new RegExp(source);
  } catch {
    parentPort.postMessage('done');
    return;
  }
  // The pattern's own characters, and a letter, a digit and a dash for its classes (\\w, \\d, ., [a-z]…).
  const own = source.replace(/\\\\./g, '').replace(/[\\^$.*+?()[\\]{}|]/g, '').split('');
  const chars = [...new Set(['a', '1', '-', ...own])].slice(0, 16);
  for (const c of chars) {
    const body = c.repeat(max - 2);
    for (const s of ['/' + body + '!', body + '!', '/' + body + '/']) re.exec(s);
  }
  parentPort.postMessage('done');
});
`;

/** The indexes of the patterns that ran past the budget. */
export async function slowPatterns(sources: string[], budgetMs = PROBE_BUDGET_MS): Promise<Set<number>> {
  const slow = new Set<number>();
  let i = 0;
  while (i < sources.length) {
    const worker = new Worker(WORKER, { eval: true, workerData: { max: REDIRECT_PATH_MAX } });
    try {
      // The budget counts from a running worker, not its start.
      await once(worker, 'online');
      await new Promise<void>((resolve) => {
        let timer: NodeJS.Timeout;
        const next = () => {
          clearTimeout(timer);
          if (i >= sources.length) return resolve();
          timer = setTimeout(() => {
            // Past the budget: this pattern is slow; the rest go to a new worker.
            slow.add(i);
            i++;
            resolve();
          }, budgetMs);
          worker.postMessage(sources[i]);
        };
        worker.on('message', () => {
          i++;
          next();
        });
        worker.on('error', () => {
          clearTimeout(timer);
          i++;
          resolve();
        });
        next();
      });
    } finally {
      await worker.terminate();
    }
  }
  return slow;
}
