import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * nginx for tests, running deploy/nginx/wohnwerk.conf as shipped: only the values the file names
 * as the operator's (the upstream's server lines, the listen ports, the certificate and the cache
 * folder) are replaced, each replacement checked, so a change to the shipped file that the test
 * could no longer render fails here instead of testing something else. The main configuration is
 * Debian's /etc/nginx/nginx.conf with its paths moved into the test's folder, so the site file is
 * checked inside the `http { }` block it is meant for (a `gzip on` twice would fail).
 */

const root = path.resolve(import.meta.dirname, '../../../..');
const siteFile = path.join(root, 'deploy/nginx/wohnwerk.conf');
const debianMain = '/etc/nginx/nginx.conf';
// Debian installs it in /usr/sbin, which a user's PATH may not name.
const nginxBin = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';

export interface NginxOptions {
  /** host:port of each instance, in the shipped order of server lines. */
  upstreams: string[];
  httpPort: number;
  httpsPort: number;
}

export interface Nginx {
  httpsPort: number;
  httpPort: number;
  /** The certificate nginx answers with (self-signed for shop.example), for the client's trust. */
  ca: Buffer;
  errorLog: () => string;
  /** The site's JSON access log, one object per request. */
  accessLog: () => Record<string, unknown>[];
  stop: () => Promise<void>;
}

/** Whether nginx is installed (.ci/run installs Debian's nginx-light when it is not). */
export function nginxInstalled(): boolean {
  try {
    execFileSync(nginxBin, ['-v'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Replaces `from` by `to`, exactly `count` times, or throws: the shipped file must still have what the test renders. */
function replaceExactly(text: string, from: string | RegExp, to: string, count: number): string {
  const pattern =
    typeof from === 'string'
      ? new RegExp(from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g')
      : new RegExp(from.source, from.flags.includes('g') ? from.flags : `${from.flags}g`);
  const found = text.match(pattern)?.length ?? 0;
  if (found !== count) throw new Error(`deploy/nginx/wohnwerk.conf: expected ${count}× ${pattern}, found ${found}`);
  return text.replace(pattern, () => to);
}

/** The site file with the test's ports, certificate and folders. */
function renderSite(
  o: NginxOptions & { certFile: string; keyFile: string; cacheDir: string; accessLog: string },
): string {
  let site = fs.readFileSync(siteFile, 'utf8');
  const serverLine = /^ {4}server 127\.0\.0\.1:\d+ (max_fails=\d+ fail_timeout=\d+s);$/m;
  const params = site.match(serverLine)?.[1];
  if (!params) throw new Error('deploy/nginx/wohnwerk.conf: no upstream server line');
  const lines = o.upstreams.map((u) => `    server ${u} ${params};`).join('\n');
  // The shipped lines go; the test's take the place of the first.
  site = replaceExactly(site, /^ {4}server 127\.0\.0\.1:\d+ max_fails=\d+ fail_timeout=\d+s;\n/gm, '', 2);
  site = replaceExactly(site, '    keepalive 32;', `${lines}\n    keepalive 32;`, 1);
  site = replaceExactly(site, '    listen 80;', `    listen 127.0.0.1:${o.httpPort};`, 1);
  site = replaceExactly(site, '    listen 443 ssl http2;', `    listen 127.0.0.1:${o.httpsPort} ssl http2;`, 1);
  // The test machine may have no IPv6.
  site = replaceExactly(site, /^ {4}listen \[::\]:(80|443)[^;]*;\n/gm, '', 2);
  site = replaceExactly(site, '/etc/ssl/wohnwerk/fullchain.pem', o.certFile, 1);
  site = replaceExactly(site, '/etc/ssl/wohnwerk/privkey.pem', o.keyFile, 1);
  site = replaceExactly(site, '/var/cache/nginx/wohnwerk', o.cacheDir, 1);
  site = replaceExactly(site, '/var/log/nginx/wohnwerk.access.log', o.accessLog, 2);
  return site;
}

/** Debian's main configuration with the pid, the logs and the included sites moved to `dir`. */
function renderMain(dir: string, siteConf: string): string {
  let main = fs.readFileSync(debianMain, 'utf8');
  main = replaceExactly(main, /^pid [^;]+;$/m, `pid ${dir}/nginx.pid;`, 1);
  main = replaceExactly(main, /^error_log [^;]+;$/m, `error_log ${dir}/error.log warn;`, 1);
  main = replaceExactly(main, /^\s*access_log [^;]+;$/m, `\taccess_log ${dir}/access.log;`, 1);
  main = replaceExactly(main, /^\s*include \/etc\/nginx\/conf\.d\/\*\.conf;$/m, `\tinclude ${siteConf};`, 1);
  main = replaceExactly(main, /^\s*include \/etc\/nginx\/sites-enabled\/\*;$/m, '', 1);
  // As root nginx's workers run as www-data (Debian's `user`); as anyone else, as that user.
  if (process.getuid?.() !== 0) main = main.replace(/^user [^;]+;$/m, '');
  return main;
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts nginx in the foreground with the rendered configuration; resolves once its TLS port accepts. */
export async function startNginx(o: NginxOptions): Promise<Nginx> {
  // Its own folder right under the temporary folder: nginx's workers (www-data) must reach the
  // cache in it, which a folder inside another test's private (0700) one would not let them.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wohnwerk-nginx-'));
  fs.chmodSync(dir, 0o755);
  const certFile = path.join(dir, 'fullchain.pem');
  const keyFile = path.join(dir, 'privkey.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '2',
      '-subj',
      '/CN=shop.example',
      '-addext',
      'subjectAltName=DNS:shop.example',
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { stdio: 'ignore' },
  );
  const siteConf = path.join(dir, 'wohnwerk.conf');
  const accessLog = path.join(dir, 'wohnwerk.access.log');
  fs.writeFileSync(siteConf, renderSite({ ...o, certFile, keyFile, cacheDir: path.join(dir, 'cache'), accessLog }));
  const mainConf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(mainConf, renderMain(dir, siteConf));
  execFileSync(nginxBin, ['-t', '-q', '-c', mainConf], { stdio: 'pipe' });

  let out = '';
  const child: ChildProcess = spawn(nginxBin, ['-c', mainConf, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const errorLog = () => {
    const file = path.join(dir, 'error.log');
    return `${out}${fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : ''}`;
  };
  for (let i = 0; !(await accepts(o.httpsPort)); i++) {
    if (child.exitCode !== null || i > 200) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not start:\n${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    httpsPort: o.httpsPort,
    httpPort: o.httpPort,
    ca: fs.readFileSync(certFile),
    errorLog,
    accessLog: () =>
      fs.existsSync(accessLog)
        ? fs
            .readFileSync(accessLog, 'utf8')
            .split('\n')
            .filter(Boolean)
            .map((line) => JSON.parse(line))
        : [],
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGQUIT'); // graceful: finishes open requests
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
