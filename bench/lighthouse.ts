import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../e2e/harness.ts';

export interface PageScore {
  name: string;
  url: string;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKbGzip: number;
}

/** Lighthouse with its default mobile profile (throttled 4G, slow CPU) on each page, in Debian's chromium. */
export async function lighthouseScores(pages: { name: string; url: string }[]): Promise<PageScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: chromiumArgs });
  const scores: PageScore[] = [];
  try {
    for (const page of pages) {
      // A trace Lighthouse could not read (e.g. NO_NAVSTART on a busy machine) scores 0: it asks to run it again.
      let lhr = (await lighthouse(page.url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      }))!.lhr;
      for (let retry = 0; lhr.runtimeError && retry < 2; retry++) {
        console.log(`${page.name}: ${lhr.runtimeError.code}, measuring again`);
        lhr = (await lighthouse(page.url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
        }))!.lhr;
      }
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? 0;
      const scripts =
        (
          lhr.audits['network-requests']?.details as
            | { items?: { resourceType?: string; transferSize?: number }[] }
            | undefined
        )?.items ?? [];
      scores.push({
        name: page.name,
        url: page.url,
        performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility.score ?? 0) * 100),
        lcpMs: Math.round(audit('largest-contentful-paint')),
        tbtMs: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        jsKbGzip: Math.round(
          scripts.filter((s) => s.resourceType === 'Script').reduce((n, s) => n + (s.transferSize ?? 0), 0) / 1024,
        ),
      });
      console.log(JSON.stringify(scores.at(-1)));
    }
  } finally {
    await chrome.kill();
  }
  return scores;
}
