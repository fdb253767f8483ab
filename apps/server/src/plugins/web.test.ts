import { describe, expect, it } from 'vitest';
import { renderIndex, routeAssets } from './web.ts';

const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_vendor.js'] },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_card.js': { file: 'assets/card-1.js', css: ['assets/card-1.css'], imports: ['_vendor.js'] },
  'src/app/routes/shop/product-page.tsx': {
    file: 'assets/product-page-1.js',
    imports: ['_card.js', 'index.html'],
    css: ['assets/product-page-1.css'],
  },
};

describe('server-rendered page head', () => {
  it("preloads a route chunk and its imports, but nothing index.html loads already; the route's styles after its imports'", () => {
    expect(routeAssets(manifest, 'src/app/routes/shop/product-page.tsx')).toEqual({
      js: ['/assets/card-1.js', '/assets/product-page-1.js'],
      css: ['/assets/card-1.css', '/assets/product-page-1.css'],
    });
  });

  it("lists a route's on-demand parts with its chunks, a part for wide screens only under its media query", () => {
    const parts = {
      ...manifest,
      'src/features/product/components/product-accessories.tsx': {
        file: 'assets/accessories-1.js',
        imports: ['_checkbox.js', 'index.html'],
      },
      '_checkbox.js': { file: 'assets/checkbox-1.js', css: ['assets/checkbox-1.css'], imports: ['_vendor.js'] },
      'src/features/catalog/components/product-filters.tsx': {
        file: 'assets/filters-1.js',
        imports: ['_checkbox.js', '_card.js', '_slider.js'],
      },
      '_slider.js': { file: 'assets/slider-1.js' },
    };
    expect(
      routeAssets(parts, 'src/app/routes/shop/product-page.tsx', [
        { module: 'src/features/product/components/product-accessories.tsx' },
      ]),
    ).toEqual({
      js: ['/assets/card-1.js', '/assets/product-page-1.js', '/assets/checkbox-1.js', '/assets/accessories-1.js'],
      css: ['/assets/card-1.css', '/assets/product-page-1.css', '/assets/checkbox-1.css'],
    });
    // What the page loads anyway (the card) is not listed again for the wide screen.
    expect(
      routeAssets(parts, 'src/app/routes/shop/product-page.tsx', [
        { module: 'src/features/catalog/components/product-filters.tsx', media: '(min-width: 61.875em)' },
      ]),
    ).toEqual({
      js: ['/assets/card-1.js', '/assets/product-page-1.js'],
      css: ['/assets/card-1.css', '/assets/product-page-1.css'],
      media: [
        {
          media: '(min-width: 61.875em)',
          js: ['/assets/checkbox-1.js', '/assets/slider-1.js', '/assets/filters-1.js'],
          css: ['/assets/checkbox-1.css'],
        },
      ],
    });
  });

  it("lists a route's chunks and styles for the boot script instead of loading them before the first paint", () => {
    const html = renderIndex(
      '<html><head><title>W</title></head><body></body></html>',
      { title: 'Sofa', routeModule: 'src/app/routes/shop/product-page.tsx' },
      manifest,
    );
    const block = /<script type="application\/json" data-app-assets>([^<]*)<\/script>/.exec(html);
    expect(JSON.parse(block![1])).toEqual({
      js: ['/assets/card-1.js', '/assets/product-page-1.js'],
      css: ['/assets/card-1.css', '/assets/product-page-1.css'],
    });
    expect(html).not.toMatch(/<link rel="(modulepreload|stylesheet)"/);
  });

  it('replaces title and description and escapes what could close a tag', () => {
    const html = renderIndex(
      '<html><head><title>Wohnwerk</title><meta name="description" content="x"></head><body></body></html>',
      {
        title: 'Sofa "Lima" <b>',
        description: 'Ein & ein',
        canonical: 'http://shop.test/product/1',
        jsonLd: { name: '</script><script>alert(1)</script>' },
        preloadImages: ['/media/products/1/1.svg'],
      },
    );
    expect(html).toContain('<title>Sofa &quot;Lima&quot; &lt;b&gt;</title>');
    expect(html).toContain('<meta name="description" content="Ein &amp; ein">');
    expect(html).not.toContain('</script><script>alert');
    expect(html).toContain('<link rel="preload" as="image" href="/media/products/1/1.svg"');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('writes each initial answer as a data block and the preview into the root', () => {
    const html = renderIndex(
      '<html><head><title>W</title></head><body><div id="root"><div>banner</div><!--page-preview--></div></body></html>',
      {
        title: 'Liste',
        initialData: [
          { url: '/api/v1/products?category=a&order=A-Z', body: { data: [{ name: '</script><script>x()</script>' }] } },
          { url: '/api/v1/categories', body: { data: [] } },
        ],
        preview: '<p>Vorschau</p>',
      },
    );
    expect(html).toContain(
      '<script type="application/json" data-initial-url="/api/v1/products?category=a&amp;order=A-Z">',
    );
    expect(html).toContain(
      '<script type="application/json" data-initial-url="/api/v1/categories">{"data":[]}</script>',
    );
    expect(html).not.toContain('</script><script>x()');
    expect(html).toContain('<div>banner</div><p>Vorschau</p></div>');
  });
});
