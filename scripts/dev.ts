import { spawn, type ChildProcess } from 'node:child_process';

/**
 * `npm run dev`: the server restarts when a server or contract file changes (tsx watch), and Vite
 * serves the app with hot reload on http://localhost:5173, proxying every server path to it
 * (apps/web/vite.config.ts). Ctrl-C stops both.
 */
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@wohnwerk/web'], { stdio: 'inherit' }),
];
let stopping = false;
const stop = (code: number) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
