import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';

const root = path.resolve(import.meta.dirname, '..');
export const screenshotDir = path.join(root, 'e2e/screenshots');

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(
    Boolean,
  ) as string[];
  const found = candidates.find((p) => fs.existsSync(p));
  if (!found) throw new Error('Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)');
  return found;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** Starts the real server (demo data, embedded database) on a free port with a fresh data folder. */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(root, 'e2e/.tmp-data-'));
  const logFile = path.join(dataDir, 'server.log');
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    // All journeys' browsers are one client address: registrations would reach the per-address
    // limit meant for one person (decision 011); the other limits stay as in production.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REGISTER_LIMIT_PER_ADDRESS: '200',
      ...env,
    },
    stdio: ['ignore', out, out],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`server exited early:\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
    try {
      const res = await fetch(`${baseUrl}/api/v1/health`);
      if (res.ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error('server did not become healthy in 180 s');
    await new Promise((r) => setTimeout(r, 500));
  }
  return {
    baseUrl,
    dataDir,
    process: child,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs, headless: true });
}

export interface JourneyContext {
  browser: Browser;
  baseUrl: string;
  dataDir: string;
  /**
   * A fresh browser context at a viewport width (1280 desktop, 390 phone); console errors fail the
   * journey. `baseUrl`: another server the journey started itself (e.g. with payment keys).
   */
  newPage(width?: number, baseUrl?: string): Promise<{ page: Page; context: BrowserContext }>;
  /** Saves e2e/screenshots/<name>-<width>.png. */
  shot(page: Page, name: string): Promise<void>;
}

export interface Journey {
  name: string;
  run(ctx: JourneyContext): Promise<void>;
}

export function expectTrue(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/**
 * Waits until a field shows `expected` (React applies a click's state change after the click resolves,
 * so reading the value at once races the render); fails with `message` and the last value seen.
 */
export async function expectValue(field: Locator, expected: string, message: string, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  let seen = await field.inputValue();
  while (seen !== expected && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await field.inputValue();
  }
  expectTrue(seen === expected, `${message} (expected ${JSON.stringify(expected)}, saw ${JSON.stringify(seen)})`);
}

/** A field's label as written, with or without the required marker " *" that Mantine appends. */
export const label = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

/** Signs in through the shop's login form and waits until it leaves /login. */
export async function login(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel(label('E-Mail')).fill(email);
  await page.getByLabel(label('Passwort')).fill(password);
  await page.getByRole('button', { name: 'Einloggen' }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
}
