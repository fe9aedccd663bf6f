import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { connect, createServer } from 'node:net';

/**
 * What the real test servers started on the JVM share (the Kafka broker, the MongoDB-wire server):
 * jars fetched from Maven Central once into .cache/, a free loopback port, and a process that can be
 * killed like a crash and started again.
 */

export function hasCommand(command: string): boolean {
  try {
    execFileSync(command, ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Why jars in `libs` cannot be run here, or null when they can. */
export function jvmUnavailableReason(libs: string, what: string): string | null {
  if (!hasCommand('java')) return 'no Java runtime (java) on this machine';
  if (!existsSync(libs) && !hasCommand('mvn'))
    return `the ${what} jars are not cached in .cache/ and Maven (mvn) is not installed to fetch them`;
  return null;
}

/** Copies the dependencies of `pom` into `libs` once (a few seconds with a warm ~/.m2); `marker` is a jar name prefix that proves they are there. */
export function ensureJars(pom: string, libs: string, marker: string): void {
  if (existsSync(libs) && readdirSync(libs).some((f) => f.startsWith(marker))) return;
  execFileSync('mvn', ['-q', '-B', '-f', pom, 'dependency:copy-dependencies', `-DoutputDirectory=${libs}`], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export const reachable = (port: number): Promise<boolean> =>
  new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** A server process that can be killed (as a crash would) and started again on the same port. */
export interface JvmProcess {
  start(): Promise<void>;
  kill(): Promise<void>;
  /** CPU time (user + system) the running process has used, in ms; for the benchmarks' CPU per operation (Linux /proc). */
  cpuMs(): number;
}

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export function jvmProcess(name: string, args: readonly string[], port: number): JvmProcess {
  let child: ChildProcess | null = null;
  return {
    async start() {
      const started = spawn('java', args, { stdio: 'ignore' });
      child = started;
      const deadline = Date.now() + 60_000;
      while (!(await reachable(port))) {
        if (started.exitCode !== null) throw new Error(`the ${name} exited with code ${started.exitCode}`);
        if (Date.now() > deadline) throw new Error(`the ${name} did not open its port within 60 s`);
        await new Promise((r) => setTimeout(r, 200));
      }
    },
    cpuMs() {
      if (!child?.pid) return 0;
      // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
    },
    async kill() {
      const running = child;
      child = null;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGKILL');
      });
    },
  };
}
