/**
 * What a journey's pages report that fails the journey (e2e/run.ts): script errors, and any
 * same-origin request the server answered with 5xx. The browser logs a 5xx only as "Failed to
 * load resource", which run.ts lets pass (the app handles 401/404/409 that way too), so a
 * journey whose screen still looked right could pass while a resource failed on the server.
 */
export interface Watched {
  consoleErrors: string[];
  serverErrors: string[];
  networkLog: string[];
}

/** The parts of playwright's Page this needs (a fake one in the test). */
export interface WatchablePage {
  on(event: 'console', fn: (msg: { type(): string; text(): string }) => void): unknown;
  on(event: 'pageerror', fn: (err: Error) => void): unknown;
  on(event: 'requestfailed', fn: (req: { url(): string; failure(): { errorText: string } | null }) => void): unknown;
  on(
    event: 'response',
    fn: (res: { status(): number; url(): string; request(): { method(): string } }) => void,
  ): unknown;
}

export const newWatched = (): Watched => ({ consoleErrors: [], serverErrors: [], networkLog: [] });

export function watchPage(page: WatchablePage, baseUrl: string, watched: Watched) {
  const origin = new URL(baseUrl).origin;
  page.on('console', (msg) => {
    // 401/404/409 answers the app handles show up as failed resource loads; real script errors do not look like that.
    if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) watched.consoleErrors.push(msg.text());
  });
  page.on('pageerror', (err) => watched.consoleErrors.push(String(err)));
  page.on('requestfailed', (req) => watched.networkLog.push(`failed ${req.url()} ${req.failure()?.errorText ?? ''}`));
  page.on('response', (res) => {
    const status = res.status();
    if (status < 400) return;
    const line = `${status} ${res.request().method()} ${res.url()}`;
    watched.networkLog.push(line);
    if (status >= 500 && sameOrigin(res.url(), origin)) watched.serverErrors.push(line);
  });
}

const sameOrigin = (url: string, origin: string) => {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
};

/** Why the journey failed although its own steps passed, or null. */
export function journeyProblems(watched: Watched): string | null {
  const problems = [
    ...(watched.serverErrors.length ? [`server errors:\n${watched.serverErrors.join('\n')}`] : []),
    ...(watched.consoleErrors.length ? [`console errors:\n${watched.consoleErrors.join('\n')}`] : []),
  ];
  return problems.length ? problems.join('\n') : null;
}
