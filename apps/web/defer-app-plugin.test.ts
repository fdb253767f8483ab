import { describe, expect, it } from 'vitest';
import { bootScript, deferApp } from './defer-app-plugin.ts';

// index.html as vite writes it: its entry script, the entry's imports and its stylesheet in the head.
const built = `<!doctype html>
<html lang="de">
  <head>
    <title>Wohnwerk</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="modulepreload" crossorigin href="/assets/react-vendor-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

type Handler = (html: string, ctx: { bundle: Record<string, unknown> }) => string;
const handler = (deferApp().transformIndexHtml as { handler: Handler }).handler;
const bundle = {
  'assets/boot-1.js': { type: 'chunk', isEntry: true, facadeModuleId: bootScript, fileName: 'assets/boot-1.js' },
};

describe('the built index.html loads only the boot script', () => {
  it("replaces the app's tags by the boot script and lists them for it", () => {
    const html = handler(built, { bundle });
    expect(html).not.toMatch(/<link rel="(modulepreload|stylesheet)"/);
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-1.js"></script>');
    const block = /<script type="application\/json" data-app-assets>([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(block![1])).toEqual({
      entry: '/assets/index-1.js',
      js: ['/assets/runtime-1.js', '/assets/react-vendor-1.js'],
      css: ['/assets/index-1.css'],
    });
    // Inside the head, so the boot script finds it.
    expect(html.indexOf('data-app-assets')).toBeLessThan(html.indexOf('</head>'));
  });

  it('refuses a build without the boot script rather than writing a page that never starts', () => {
    expect(() => handler(built, { bundle: {} })).toThrow(/boot script/);
  });
});
