import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, screenshotDir, startServer, type Journey, type JourneyContext } from './harness.ts';
import { journeyProblems, newWatched, watchPage } from './watch.ts';

/**
 * Runs every e2e/journeys/*.journey.ts against a freshly started server in Debian's chromium.
 * `npm run e2e` builds first; `npm run e2e -- <filter>` runs the journeys whose name contains it.
 */
const filter = process.argv[2];
const files = fs
  .readdirSync(path.join(import.meta.dirname, 'journeys'))
  .filter((f) => f.endsWith('.journey.ts'))
  .sort();
const journeys: Journey[] = [];
for (const f of files) {
  const mod = (await import(`./journeys/${f}`)) as { default: Journey | Journey[] };
  journeys.push(...(Array.isArray(mod.default) ? mod.default : [mod.default]));
}
const selected = journeys.filter((j) => !filter || j.name.includes(filter));
// A filter that matches no journey would otherwise pass without running anything.
if (selected.length === 0) {
  console.error(`no journey matches "${filter}" (journeys: ${journeys.map((j) => j.name).join(', ')})`);
  process.exit(1);
}

fs.mkdirSync(screenshotDir, { recursive: true });
for (const f of fs.readdirSync(screenshotDir)) if (f.startsWith('FAILED-')) fs.rmSync(path.join(screenshotDir, f));
const server = await startServer();
const browser = await launchBrowser();
let failed = 0;
try {
  for (const journey of selected) {
    const watched = newWatched();
    const { consoleErrors, networkLog } = watched;
    const contexts: import('playwright-core').BrowserContext[] = [];
    const ctx: JourneyContext = {
      browser,
      baseUrl: server.baseUrl,
      dataDir: server.dataDir,
      async newPage(width = 1280, baseUrl = server.baseUrl) {
        const context = await browser.newContext({
          viewport: { width, height: width < 600 ? 844 : 900 },
          baseURL: baseUrl,
          locale: 'de-DE',
        });
        contexts.push(context);
        const page = await context.newPage();
        // Script errors and same-origin 5xx answers fail the journey (e2e/watch.ts).
        watchPage(page, baseUrl, watched);
        page.setDefaultTimeout(15_000);
        return { page, context };
      },
      async shot(page, name) {
        const width = page.viewportSize()?.width ?? 0;
        await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`), fullPage: true });
      },
    };
    const started = Date.now();
    try {
      await journey.run(ctx);
      const problems = journeyProblems(watched);
      if (problems) throw new Error(problems);
      console.log(`  ✓ ${journey.name} (${Date.now() - started} ms)`);
    } catch (err) {
      failed++;
      // The state the journey failed in, for whoever reads the log.
      for (const [i, c] of contexts.entries()) {
        for (const [j, p] of c.pages().entries()) {
          await p
            .screenshot({
              path: path.join(screenshotDir, `FAILED-${journey.name.replace(/\W+/g, '-').slice(0, 60)}-${i}-${j}.png`),
            })
            .catch(() => undefined);
        }
      }
      if (networkLog.length) console.log(`    network:\n    ${networkLog.slice(-15).join('\n    ')}`);
      if (consoleErrors.length) console.log(`    console errors:\n    ${consoleErrors.join('\n    ').slice(0, 3000)}`);
      console.log(
        `  ✗ ${journey.name}\n    ${String((err as Error).stack ?? err)
          .split('\n')
          .slice(0, 6)
          .join('\n    ')}`,
      );
    } finally {
      for (const c of contexts) await c.close().catch(() => undefined);
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(`\n${selected.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
