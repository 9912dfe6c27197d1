import { execFile, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

// The real server as an operator runs it (`npm start -w apps/api`): its own process, on a port of
// its own, for tests of what only a whole process shows (the production profile, kill -9).

export const apiDir = path.resolve(import.meta.dirname, '../..');

export interface ServerProcess {
  base: string;
  env: NodeJS.ProcessEnv;
  /** Starts the server and waits for its first /api/health answer; returns its output so far. */
  start(): Promise<string[]>;
  /** SIGTERM (a clean stop) or SIGKILL (no chance to close anything), and waits for the exit. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** Runs a script of src/scripts with the same environment, e.g. create-admin.ts. */
  script(file: string, args: string[]): Promise<string>;
}

// Below Linux's ephemeral range (32768–60999), so an outgoing connection of another test never holds
// the port; a listener that does is met by trying another port (EADDRINUSE).
const randomPort = () => 20_000 + Math.floor(Math.random() * 12_000);

export function serverProcess(dataDir: string, env: Record<string, string> = {}): ServerProcess {
  const fullEnv: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(randomPort()),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    LOG_LEVEL: 'warn',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  };
  let server: ChildProcess | null = null;
  const launch = async (): Promise<string[]> => {
    const output: string[] = [];
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env: fullEnv });
    server = child;
    child.stdout?.on('data', (d: Buffer) => output.push(d.toString()));
    child.stderr?.on('data', (d: Buffer) => output.push(d.toString()));
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null) throw new Error(`server exited: ${output.join('')}`);
      const up = await fetch(`http://127.0.0.1:${fullEnv.PORT}/api/health`).then((r) => r.ok, () => false);
      if (up) return output;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server did not start: ${output.join('')}`);
  };
  return {
    get base() {
      return `http://127.0.0.1:${fullEnv.PORT}`;
    },
    env: fullEnv,
    async start() {
      for (let attempt = 1; ; attempt++) {
        try {
          return await launch();
        } catch (error) {
          if (attempt === 3 || !String(error).includes('EADDRINUSE')) throw error;
          fullEnv.PORT = String(randomPort());
        }
      }
    },
    async stop(signal = 'SIGTERM') {
      const child = server;
      server = null;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      await new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill(signal);
      });
    },
    async script(file, args) {
      const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', `src/scripts/${file}`, ...args], { cwd: apiDir, env: fullEnv });
      return stdout;
    },
  };
}
