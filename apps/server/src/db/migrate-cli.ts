import { loadConfig } from '../config/env';
import { openDatabase } from './open';

/** `npm run db:migrate`: applies the migrations (embedded database or DATABASE_URL) and exits. */
const config = loadConfig();
const db = await openDatabase(config, (m) => process.stdout.write(`[pishkhan] ${m}\n`));
process.stdout.write('[pishkhan] migrations applied\n');
await db.shutdown();
