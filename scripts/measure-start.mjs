// Start-up time of the API bundle on the embedded database (issue 20, item 4): a first start on an
// empty data directory (creates the database from the shipped template, migrates, seeds the demo),
// then RUNS restarts on that database. Each figure is the wall time from spawning `node` to the first
// 200 of /api/health, and the CPU the process used (both threads). Target: a restart under 3 s.
//   npm run build && node scripts/measure-start.mjs
// Other work on the machine moves every figure: the load average is printed with them.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';

const runs = Number(process.env.RUNS ?? 5);
const port = Number(process.env.PORT ?? 4598);
const dataDir = mkdtempSync(join(tmpdir(), 'comanda-start-'));
const server = new URL('../apps/api/dist/server.mjs', import.meta.url).pathname;
const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production', SEED_DEMO: 'true', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };

async function healthy() {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).ok;
  } catch {
    return false;
  }
}

/** CPU time of a process in ms, from /proc (user + system ticks at 100 Hz). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function start() {
  const begin = performance.now();
  const child = spawn(process.execPath, [server], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  while (!(await healthy())) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const wall = performance.now() - begin;
  const cpu = cpuMs(child.pid);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
  return { wall, cpu };
}

const show = ({ wall, cpu }) => `${(wall / 1000).toFixed(2)} s wall, ${(cpu / 1000).toFixed(2)} s CPU`;
try {
  console.log(`load average ${loadavg().map((n) => n.toFixed(2)).join(' ')}`);
  console.log(`first start (empty data directory): ${show(await start())}`);
  const restarts = [];
  for (let i = 0; i < runs; i += 1) restarts.push(await start());
  restarts.sort((a, b) => a.wall - b.wall);
  const median = restarts[Math.floor(restarts.length / 2)];
  console.log(`restart, median of ${runs}: ${show(median)} (fastest ${(restarts[0].wall / 1000).toFixed(2)} s, slowest ${(restarts.at(-1).wall / 1000).toFixed(2)} s)`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
