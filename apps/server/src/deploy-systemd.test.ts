import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

/**
 * deploy/systemd (docs/operations.md, decision 159): the unit starts the server as `npm run serve`
 * does and waits longer for a stop than the server may take; the environment file is a complete
 * production configuration of variables the server knows.
 */

const root = path.resolve(import.meta.dirname, '../../..');
const unit = fs.readFileSync(path.join(root, 'deploy/systemd/wohnwerk@.service'), 'utf8');
const envExample = fs.readFileSync(path.join(root, 'deploy/systemd/wohnwerk.env.example'), 'utf8');

/** KEY=VALUE lines as systemd's EnvironmentFile and a shell read them (comments skipped, one pair of quotes removed). */
function environmentFile(text: string): Record<string, string> {
  const pairs = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const at = l.indexOf('=');
      const value = l.slice(at + 1);
      return [l.slice(0, at), /^".*"$/.test(value) ? value.slice(1, -1) : value];
    });
  return Object.fromEntries(pairs);
}
const directive = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(unit)?.[1];

const systemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;

describe('the systemd unit and environment file in deploy/', () => {
  it('starts the server with the flags of npm run serve, on the port of its instance name', () => {
    const serve = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.serve as string;
    expect(serve.startsWith('node ')).toBe(true);
    expect(directive('ExecStart')).toBe(`/opt/wohnwerk/node_modules/.bin/node ${serve.slice('node '.length)}`);
    expect(directive('WorkingDirectory')).toBe('/opt/wohnwerk');
    expect(unit).toMatch(/^Environment=PORT=%i$/m);
  });

  it('waits for a stop longer than the server drains and finishes its requests', () => {
    const env = environmentFile(envExample);
    const config = loadConfig(env);
    const stopSeconds = Number(directive('TimeoutStopSec'));
    expect(stopSeconds * 1000).toBeGreaterThan(config.SHUTDOWN_DRAIN_MS + config.SHUTDOWN_GRACE_MS);
    expect(directive('KillSignal')).toBe('SIGTERM');
  });

  it('has an environment file that is a complete production configuration of known variables', () => {
    const env = environmentFile(envExample);
    const known = new Set(
      [
        ...fs.readFileSync(path.join(import.meta.dirname, 'config.ts'), 'utf8').matchAll(/^ {2}([A-Z][A-Z0-9_]+): /gm),
      ].map((m) => m[1]),
    );
    expect(Object.keys(env).filter((k) => !known.has(k))).toEqual([]);
    // Production refuses to start without what it needs (PUBLIC_URL, LINK_SECRET, the seller): this starts.
    const config = loadConfig(env);
    expect(config.NODE_ENV).toBe('production');
    // The shared services every instance and machine needs.
    for (const shared of ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET', 'SMTP_URL', 'TRUST_PROXY', 'STRIPE_SECRET_KEY'])
      expect({ [shared]: Boolean(env[shared]) }).toEqual({ [shared]: true });
    expect(config.trustProxy).toEqual(['127.0.0.1']);
    // The folder systemd makes for the instances is the one the shop and the backup use.
    expect(env.DATA_DIR).toBe(`/var/lib/${directive('StateDirectory')}`);
  });

  it('reads the same in a shell as in systemd (the backup sources it: set -a; . /etc/wohnwerk.env)', () => {
    const env = environmentFile(envExample);
    const file = path.join(root, 'deploy/systemd/wohnwerk.env.example');
    const shell = spawnSync('sh', ['-c', `set -a; . "${file}"; env -0`], { encoding: 'utf8', env: {} });
    expect(shell.stderr).toBe('');
    const sourced = Object.fromEntries(
      shell.stdout
        .split('\0')
        .filter(Boolean)
        .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
    );
    for (const [key, value] of Object.entries(env)) expect({ [key]: sourced[key] }).toEqual({ [key]: value });
  });

  it.skipIf(!systemdAnalyze)('passes systemd-analyze verify without a warning', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-unit-'));
    try {
      // An instance of the template, run from this checkout instead of /opt/wohnwerk.
      const file = path.join(dir, 'wohnwerk@3001.service');
      fs.writeFileSync(file, unit.replaceAll('/opt/wohnwerk', root));
      const result = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
      expect({ status: result.status, output: `${result.stdout}${result.stderr}`.trim() }).toEqual({
        status: 0,
        output: '',
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
