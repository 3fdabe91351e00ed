import { buildApp } from './app';
import { ConfigError, loadConfig } from './config/env';
import { bootstrap } from './db/bootstrap';
import { DataDirBusyError } from './db/embedded';
import { openDatabase, type OpenedDatabase } from './db/open';
import { testGatewayWarning } from './lib/payments';

const started = Date.now();
const say = (m: string) => process.stdout.write(`[pishkhan] ${m}\n`);

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (e) {
    if (e instanceof ConfigError) {
      process.stderr.write(e.message + '\n');
      process.exit(2);
    }
    throw e;
  }

  let database: OpenedDatabase | undefined;
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal}: stopping`);
    try {
      await app?.close();
    } finally {
      await database?.shutdown().catch((e) => process.stderr.write(String(e) + '\n'));
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    database = await openDatabase(config, say);
  } catch (e) {
    if (e instanceof DataDirBusyError) {
      process.stderr.write(e.message + '\n');
      process.exit(3);
    }
    throw e;
  }
  const boot = await bootstrap(database.db, { adminUsername: config.adminUsername, adminPassword: config.adminPassword });
  if (boot.seededProvinces) say('seeded the 31 provinces of Iran and their cities');
  app = await buildApp({ config, database });
  await app.listen({ port: config.port, host: config.host });
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const port = (app.server.address() as { port: number }).port;
  say(`ready in ${Date.now() - started} ms: http://${shown}:${port}/admin`);
  const gatewayWarning = await testGatewayWarning(database.db, config).catch(() => null);
  if (gatewayWarning) {
    say(gatewayWarning);
    app.log.warn({ gateway: 'test' }, gatewayWarning);
  }
  if (boot.createdAdmin) {
    const a = boot.createdAdmin;
    say('first super admin created — sign in at /admin/login with:');
    say(`  username: ${a.username}`);
    say(a.generated ? `  password: ${a.password}   (generated; shown only this once — change it under Profile)` : '  password: the ADMIN_PASSWORD you set');
  }
}

main().catch((e) => {
  process.stderr.write(`[pishkhan] failed to start: ${e instanceof Error ? e.stack || e.message : String(e)}\n`);
  process.exit(1);
});
