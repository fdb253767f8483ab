/**
 * The only script the HTML loads (the build puts it in place of the app's tags: defer-app-plugin.ts).
 *
 * The HTML the server sends paints on its own: the banner, and on a phone a preview of the
 * product or list with its photo. The app's code and styles are fetched once that is on
 * screen, so on a slow connection they do not compete with it for bandwidth and the visitor
 * sees the page a round trip or more sooner. The app starts when its styles are in, so it
 * never shows unstyled.
 *
 * What to load comes from `<script type="application/json" data-app-assets>` blocks: the
 * build's (the app's entry, the chunks it imports, its styles) and the server's (the chunks
 * and styles of the page's route, plugins/web.ts).
 */
interface AppAssets {
  entry?: string;
  js?: string[];
  css?: string[];
  /** Parts of the page that only screens matching `media` show (the server's block, plugins/web.ts). */
  media?: { media: string; js?: string[]; css?: string[] }[];
}

function readAssets(): { entry: string | undefined; entryImports: string[]; js: Set<string>; css: Set<string> } {
  const all = {
    entry: undefined as string | undefined,
    entryImports: [] as string[],
    js: new Set<string>(),
    css: new Set<string>(),
  };
  for (const block of document.querySelectorAll('script[type="application/json"][data-app-assets]')) {
    let assets: AppAssets;
    try {
      assets = JSON.parse(block.textContent ?? '') as AppAssets;
    } catch {
      continue;
    }
    if (assets.entry && !all.entry) {
      all.entry = assets.entry;
      all.entryImports = assets.js ?? [];
    }
    const groups = [assets, ...(assets.media ?? []).filter((group) => matchMedia(group.media).matches)];
    for (const group of groups) {
      for (const href of group.js ?? []) all.js.add(href);
      for (const href of group.css ?? []) all.css.add(href);
    }
  }
  return all;
}

function addLink(rel: string, href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  // As vite writes them: a module fetched for an import must match its preload's mode.
  link.crossOrigin = '';
  document.head.append(link);
  return link;
}

function afterFirstPaint(run: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  // A frame's callbacks run before it is painted; a task queued from there runs after it.
  requestAnimationFrame(() => setTimeout(once, 0));
  // A hidden tab paints no frames: start anyway.
  setTimeout(once, 100);
}

/**
 * A new task, without setTimeout's clamp on nested calls. Starting each link's fetch costs the
 * browser a noticeable moment, most on a slow phone; a dozen in one task made a long one that
 * kept the page from answering a tap (decision 008).
 */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

afterFirstPaint(async () => {
  const { entry, entryImports, js, css } = readAssets();
  if (!entry) return;
  const styles: Promise<void>[] = [];
  for (const href of css) {
    const link = addLink('stylesheet', href);
    // A stylesheet that fails must not keep the shop from starting.
    styles.push(new Promise((resolve) => (link.onload = link.onerror = () => resolve())));
    await nextTask();
  }
  // The entry too, so it downloads with its imports while the styles come in.
  for (const href of [entry, ...js]) {
    addLink('modulepreload', href);
    await nextTask();
  }
  await Promise.all(styles);
  // The entry's imports first, each in a task of its own (in the build's order, dependencies
  // first), so evaluating the vendor code and the app's are two shorter tasks instead of one long.
  for (const href of entryImports) await import(/* @vite-ignore */ href);
  await import(/* @vite-ignore */ entry);
});
