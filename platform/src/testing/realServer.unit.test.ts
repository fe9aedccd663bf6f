import { afterEach, describe, expect, it, vi } from 'vitest';
import { dockerEngineAvailable } from './containers.testkit.ts';
import { realServerKit, type Closable } from './realServer.testkit.ts';

const never = async (): Promise<Closable> => {
  throw new Error('not started in this test');
};
const source = (localUnavailable: string | null) => ({
  name: 'Demo',
  localLabel: 'on the JVM',
  localUnavailable: () => localUnavailable,
  startLocal: never,
  startContainer: never,
});

describe('realServerKit: which server the suites get', () => {
  const ci = process.env.CI;
  afterEach(() => {
    if (ci === undefined) delete process.env.CI;
    else process.env.CI = ci;
    vi.restoreAllMocks();
  });

  it('runs on the local server when it can start, and says so in the label where no Docker engine answers', async () => {
    const docker = await dockerEngineAvailable();
    const kit = await realServerKit(source(null));
    expect(kit.skipReason()).toBeNull();
    expect(kit.label({ local: true })).toBe('on the JVM');
    expect(kit.label()).toBe(docker.available ? 'testcontainers' : 'on the JVM');
  });

  it('skips with the reason when neither can be had, and fails instead on CI', async () => {
    const docker = await dockerEngineAvailable();
    delete process.env.CI;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const kit = await realServerKit(source('no Java runtime (java) on this machine'));
    // Suites that kill the server in place need the local one, Docker or not.
    expect(kit.skipReason({ local: true })).toMatch(/^no Java runtime/);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[Demo suites skipped] no Java runtime'));
    if (docker.available) expect(kit.skipReason()).toBeNull();
    else expect(kit.skipReason()).toMatch(/no Java runtime .*and no Docker engine/);

    process.env.CI = 'true';
    const onCi = await realServerKit(source('no Java runtime (java) on this machine'));
    expect(() => onCi.skipReason({ local: true })).toThrow(/Demo suites cannot run: no Java runtime/);
  });
});
