const t0 = performance.now();
const lap = (l: string) => console.log(l.padEnd(20), (performance.now() - t0).toFixed(0));
const { openDatabase } = await import('../apps/server/src/db/client.ts');
lap('client module');
const database = await openDatabase({ databaseUrl: undefined, dataDir: '/tmp/sd' });
lap('open');
const { sql } = await import('drizzle-orm');
await database.db.execute(sql`select 1`);
lap('select 1');
await database.migrate();
lap('migrate');
await database.migrate();
lap('migrate again');
const { isDatabaseEmpty } = await import('../apps/server/src/db/seed.ts') as any;
lap('seed module');
if (isDatabaseEmpty) { await isDatabaseEmpty(database.db); lap('isEmpty'); }
await database.close();
lap('close');
