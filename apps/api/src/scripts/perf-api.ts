import { CONNECTIONS, SECONDS, buildServerBundle, load, loadCategoryCreate, pct, postgresUrl, row, runSettings, verdict, withApi, withScratchPostgres, type Run, type Target } from './perf/api-load';
import { measureRawInserts, type RawResult } from './perf/raw-inserts';
import { startProcess } from './perf/server-process';

/*
 * `npm run perf:api` (issue 20): the request path's speed against references taken in the same run
 * on the same machine — a bare Fastify hello world (the HTTP ceiling) and raw single-row INSERTs on the
 * same database (the write ceiling). The API runs as its own process, as in production, on the
 * embedded database and, when PERF_DATABASE_URL (or TEST_DATABASE_URL) names a PostgreSQL server, on a
 * scratch database there too. Prints req/s, p50/p99 and each ratio; the issue's targets are marked.
 *
 * PERF_SECONDS (default 8) sets each run's length; PERF_CONNECTIONS (default 10) its concurrency.
 * The shared parts (server, load, printing) are in perf/api-load.ts.
 */

async function measureApi(target: Target): Promise<Run[]> {
  return withApi(target, async (server, owner) => {
    const categoryId = owner.categoryIds[0]!;
    const runs: Run[] = [];
    runs.push(await load(server, 'GET /api/health', { path: '/api/health' }));
    runs.push(await load(server, 'GET /api/v1/me', { path: '/api/v1/me', headers: owner.headers }));
    runs.push(await load(server, 'GET /api/v1/me (50 connections)', { path: '/api/v1/me', headers: owner.headers, connections: 50 }));
    runs.push(
      await load(server, "GET a category's products", {
        path: `/api/v1/businesses/${owner.businessId}/menu-categories/${categoryId}/products`,
        headers: owner.headers,
      }),
    );
    runs.push(await loadCategoryCreate(server, owner));
    return runs;
  });
}

async function main() {
  // The API runs as `npm start` runs it: the esbuild bundle (decision 0001), built fresh from the source.
  buildServerBundle();
  console.log(`perf:api — ${runSettings()}\n`);
  const hello = await startProcess('src/scripts/perf/hello-server.ts', {}, '/');
  let ceiling: Run;
  try {
    ceiling = await load(hello, 'hello world (bare Fastify)', { path: '/' });
  } finally {
    await hello.stop();
  }
  console.log('HTTP ceiling');
  row(ceiling);

  const targets: { name: string; target: Target; meTarget: number }[] = [{ name: 'embedded database (PGlite)', target: { kind: 'pglite' }, meTarget: 5 }];
  if (postgresUrl) targets.push({ name: 'PostgreSQL', target: { kind: 'postgres', url: postgresUrl }, meTarget: 10 });
  else console.log('\n(PostgreSQL skipped: set PERF_DATABASE_URL=postgres://… to measure it too)');

  let failed = false;
  for (const { name, target, meTarget } of targets) {
    const measure = async (t: Target) => ({ raw: await measureRawInserts(t, SECONDS, CONNECTIONS), api: await measureApi(t) });
    const { raw, api } = target.kind === 'postgres' ? await withScratchPostgres(target.url, (url) => measure({ kind: 'postgres', url })) : await measure(target);
    const [rawInsert, appShaped] = raw as [RawResult, RawResult];
    const byLabel = (prefix: string) => api.find((r) => r.label === prefix)!;
    const me = byLabel('GET /api/v1/me');
    const me50 = byLabel('GET /api/v1/me (50 connections)');
    const write = byLabel('POST /api/v1/menu/categories');

    console.log(`\n${name}`);
    row(rawInsert);
    row(appShaped);
    for (const run of api) {
      let note = `${pct(run.rps, ceiling.rps)} of ceiling`;
      if (run === me) note += `  ${verdict((100 * me.rps) / ceiling.rps >= meTarget, `≥ ${meTarget}%`)}`;
      if (run === me50) note = verdict(me50.p99 < 100, 'p99 < 100 ms');
      if (run === write) note = `${pct(write.rps, rawInsert.rps)} of raw, ${pct(write.rps, appShaped.rps)} of app-shaped  ${verdict(write.rps / appShaped.rps >= 0.3, '≥ 30% of app-shaped')}`;
      row(run, note);
    }
    failed ||= (100 * me.rps) / ceiling.rps < meTarget || me50.p99 >= 100 || write.rps / appShaped.rps < 0.3;
  }
  // Informative by default: figures on a shared machine vary; PERF_STRICT=1 makes a missed target fail.
  if (failed && process.env.PERF_STRICT === '1') process.exitCode = 1;
}

await main();
