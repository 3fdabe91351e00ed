import { Session } from 'node:inspector/promises';
import fs from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
const s = new Session();
beforeAll(async () => { s.connect(); await s.post('Profiler.enable'); await s.post('Profiler.setSamplingInterval', { interval: 1000 }); await s.post('Profiler.start'); });
afterAll(async () => { const { profile } = await s.post('Profiler.stop'); fs.writeFileSync(`/tmp/prof/srv-${Date.now()}.cpuprofile`, JSON.stringify(profile)); });
