import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const resultsFile = path.resolve(import.meta.dirname, 'RESULTS.md');

/**
 * Replaces one `## ` section of bench/RESULTS.md (from its heading to the next `## ` heading) with
 * `markdown`, or appends it; the other sections stay as they are. Used by the benches run alone
 * (`npm run bench:warehouse`, `npm run bench:checkout`); `npm run bench` writes the whole file.
 */
export function writeResultsSection(markdown: string): void {
  const heading = markdown.split('\n', 1)[0];
  if (!heading.startsWith('## '))
    throw new Error(`a results section starts with its "## " heading, not ${JSON.stringify(heading)}`);
  const current = fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
  const body = `${markdown.trimEnd()}\n`;
  const start = current.startsWith(`${heading}\n`) ? 0 : current.indexOf(`\n${heading}\n`) + 1;
  if (start === 0 && !current.startsWith(`${heading}\n`)) {
    fs.writeFileSync(resultsFile, `${current.trimEnd()}\n\n${body}`);
    return;
  }
  const next = current.indexOf('\n## ', start + heading.length);
  fs.writeFileSync(resultsFile, `${current.slice(0, start)}${body}${next < 0 ? '' : `\n${current.slice(next + 1)}`}`);
}

/** True when the module at `moduleUrl` is the one node was started with (not imported by another bench). */
export function isMainModule(moduleUrl: string): boolean {
  return process.argv[1] !== undefined && pathToFileURL(path.resolve(process.argv[1])).href === moduleUrl;
}
