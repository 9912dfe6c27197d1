import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const apiRoot = path.resolve(import.meta.dirname, '../../..');

export interface ServerProcess {
  url: string;
  pid: number;
  /** User + system CPU the process has used so far, in milliseconds (Linux /proc). */
  cpuMs(): number;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function cpuOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces), counted from its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]); // utime + stime
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no answer from ${url} in ${timeoutMs} ms`);
}

/**
 * Starts an entry point of the API package as its own Node process and waits for `probe`: a TypeScript
 * file through tsx, a built `.mjs` bundle with plain Node (as `npm start` runs it).
 */
export async function startProcess(entry: string, env: Record<string, string>, probe: string): Promise<ServerProcess> {
  const port = await freePort();
  // PERF_NODE_ARGS passes flags to the server's Node only, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it.
  const nodeArgs = (process.env.PERF_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const args = [...nodeArgs, ...(entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry])];
  const child = spawn(process.execPath, args, {
    cwd: apiRoot,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}${probe}`, child, 120_000);
  } catch (err) {
    child.kill('SIGKILL');
    throw err;
  }
  return {
    url,
    pid: child.pid!,
    cpuMs: () => cpuOf(child.pid!),
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
