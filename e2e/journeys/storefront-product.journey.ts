import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { ProductDetail, ProductDetailReply } from '@wohnwerk/contract/catalog';
import type { Page } from 'playwright-core';
import { expectTrue, expectValue, screenshotDir, type Journey, type JourneyContext } from '../harness.ts';

/** "1.234,56 €" → 1234.56 */
const euro = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
const formatEuro = (amount: number) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(amount);
const cents = (amount: number) => Math.round(amount * 100);

async function noSeriousAxeViolations(page: Page, where: string) {
  // Notices close themselves after 4 s; their close button (shell's notification host) is not what is checked here.
  await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached', timeout: 10_000 });
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expectTrue(
    bad.length === 0,
    `axe on ${where}: ${bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('; ')}`,
  );
}

/** Scrolls through the page so lazy images are loaded before a full-page screenshot. */
async function loadLazyImages(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
}

/** The screen with one part of the page scrolled to its top (below the sticky header): e2e/screenshots/<name>-<width>.png. */
async function shotOf(page: Page, selector: string, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page
    .locator(selector)
    .first()
    .evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`) });
}

async function product(ctx: JourneyContext, id: number): Promise<ProductDetail | null> {
  const res = await fetch(`${ctx.baseUrl}/api/v1/product/${id}`);
  return res.ok ? ((await res.json()) as ProductDetailReply).data : null;
}

/** The first demo product that fits; the demo data are generated, so the journeys look for what they need. */
async function findProduct(ctx: JourneyContext, fits: (p: ProductDetail) => boolean): Promise<ProductDetail> {
  for (let id = 1; id <= 200; id++) {
    const p = await product(ctx, id);
    if (p && fits(p)) return p;
  }
  throw new Error('no demo product fits');
}

/**
 * A product with everything the page shows: old price, accessory, several images, variants, PDFs, ratings; in stock,
 * since a sold-out one cannot be bought (decision 117).
 */
const fullProduct = (ctx: JourneyContext) =>
  findProduct(
    ctx,
    (p) =>
      p.product_shop.product.stock > 0 &&
      p.old_price !== null &&
      p.product_shop.product.lightning.length > 0 &&
      p.product_shop.product.images.length > 2 &&
      p.product_shop.product.pdf_file.length > 0 &&
      p.product_shop.product.rating.count > 0 &&
      p.variants.dimensions.length > 1 &&
      p.product_shop.product.serie_products.length > 0,
  );

async function openProduct(page: Page, p: ProductDetail) {
  await page.goto(`/product/${p.id}`);
  await page.getByRole('heading', { level: 1, name: p.product_shop.name }).waitFor();
}

const messageShown = (page: Page, text: string) => page.getByText(text, { exact: true }).first().waitFor();

/** Clicks the n-th star (the radio itself is visually hidden behind its star). */
async function chooseStars(form: ReturnType<Page['locator']>, n: number) {
  const id = await form
    .getByRole('radio', { name: n === 1 ? '1 Stern' : `${n} Sterne`, exact: true })
    .getAttribute('id');
  await form.locator(`label[for="${id}"]`).click();
}

async function registerCustomer(ctx: JourneyContext): Promise<string> {
  const email = `bewerter-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
  const res = await fetch(`${ctx.baseUrl}/api/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Rita Rezensentin',
      email,
      phone: '030 1234567',
      password: 'Sicher123!',
      password_confirmation: 'Sicher123!',
    }),
  });
  expectTrue(res.status === 201, `register answered ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

const journeys: Journey[] = [
  {
    name: 'product: the page shows price, savings, delivery, variants and tabs as the spec says; no serious axe violation',
    async run(ctx) {
      const p = await fullProduct(ctx);
      const item = p.product_shop.product;
      for (const width of [1280, 390]) {
        const { page } = await ctx.newPage(width);
        await openProduct(page, p);
        expectTrue(
          (await page.title()).startsWith(p.product_shop.name),
          `document title is the product name: ${await page.title()}`,
        );
        expectTrue(
          (await page.locator('nav[aria-label="Brotkrumennavigation"]').count()) === 0,
          'no breadcrumb on a product page',
        );

        // Series line (the product's own Farbe before the series' colours), prices and the saving with one decimal.
        const own = (label: string) =>
          item.attributes.beschreibung.find((g) => g.name === 'Farbe')?.items.find((i) => i.label === label)?.value;
        await page
          .getByText(
            `Front: ${own('Front') || item.series!.front_color} / Korpus: ${own('Korpus') || item.series!.body_color}`,
          )
          .first()
          .waitFor();
        const saving = cents(p.old_price!) - cents(p.price);
        const percent = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          (saving / cents(p.old_price!)) * 100,
        );
        await messageShown(page, `Sie sparen ${formatEuro(saving / 100)} (${percent} %)`);
        await page
          .locator('del', { hasText: formatEuro(p.old_price!) })
          .first()
          .waitFor();
        await messageShown(page, 'inkl. MwSt.');
        await page
          .getByText(item.stock > 0 ? '1-2 Wochen' : `${item.delivery_weeks} Wochen`, { exact: true })
          .first()
          .waitFor();
        await messageShown(page, '14 Tage Rückgaberecht');
        await messageShown(page, 'Kostenloser Versand');

        // Variations.
        if (p.variants.farbe.length) await page.getByRole('heading', { name: /^Farbe: / }).waitFor();
        await page.getByRole('heading', { name: 'Verfügbare Kombinationen' }).waitFor();
        await page
          .getByRole('link', { name: `${p.variants.dimensions[0].dimensions} cm` })
          .first()
          .waitFor();
        if (p.variants.variants.length) await page.getByRole('heading', { name: 'Weitere Ausführungen' }).waitFor();

        await loadLazyImages(page);
        await ctx.shot(page, 'product');
        await page.screenshot({ path: path.join(screenshotDir, `product-top-${width}.png`) });
        await noSeriousAxeViolations(page, `product page at ${width}px`);

        // The five tabs.
        for (const tab of ['Beschreibung', 'Funktionen & Qualität', 'Lieferung & Versand', 'Montageanleitung']) {
          await page.getByRole('tab', { name: tab }).waitFor();
        }
        await page.getByRole('tab', { name: 'Bewertungen', exact: true }).waitFor();
        await page.getByRole('tab', { name: 'Funktionen & Qualität' }).click();
        for (const text of ['Zertifikat', 'Garantie', '2 Jahre', 'Pflegehinweise', ...item.attributes.ausstatung]) {
          await page.getByRole('tabpanel').getByText(text, { exact: true }).first().waitFor();
        }
        await page.getByRole('tabpanel').getByText(/^FSC/).first().waitFor();
        await shotOf(page, '#product-tabs', 'product-tabs-quality');
        await page.getByRole('tab', { name: 'Lieferung & Versand' }).click();
        await page
          .getByRole('tabpanel')
          .getByText(/kostenlos per Spedition/)
          .waitFor();
        await page.getByRole('tab', { name: 'Montageanleitung' }).click();
        const pdf = page.getByRole('tabpanel').getByRole('link', { name: new RegExp(item.pdf_file[0].name) });
        expectTrue((await pdf.getAttribute('target')) === '_blank', 'assembly PDFs open in a new tab');
        expectTrue((await pdf.getAttribute('href')) === item.pdf_file[0].path, 'the PDF link points at the file');
        await page.getByRole('tab', { name: 'Beschreibung' }).click();
        await page.getByRole('tabpanel').getByText('Lieferumfang', { exact: true }).waitFor();
        await shotOf(page, '#product-tabs', 'product-tabs');

        // Below the tabs: series, similar products, customer opinions.
        await page.getByRole('heading', { name: 'Diese Serie Shoppen' }).waitFor();
        await page.getByRole('heading', { name: 'Das könnte dir auch gefallen' }).waitFor();
        await page.getByRole('heading', { name: 'Kundenmeinungen' }).waitFor();
        const seriesNames = await page
          .locator('section', { has: page.getByRole('heading', { name: 'Diese Serie Shoppen' }) })
          .locator('article h3')
          .allInnerTexts();
        const firstLed = seriesNames.findIndex((n) => /\bLED\b/.test(n));
        expectTrue(
          firstLed === -1 || seriesNames.slice(firstLed).every((n) => /\bLED\b/.test(n)),
          `LED items last: ${seriesNames.join(' | ')}`,
        );
        await page.getByRole('heading', { name: 'Diese Serie Shoppen' }).scrollIntoViewIfNeeded();
        await shotOf(page, 'section:has(> div > h2:text("Diese Serie Shoppen"))', 'product-carousel-series');
        await shotOf(page, 'section:has(> div > h2:text("Das könnte dir auch gefallen"))', 'product-carousel-similar');

        // Variant links load the page anew (storefront §2).
        const other = p.variants.dimensions.find((d) => !d.selected)!;
        await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true));
        await page
          .getByRole('link', { name: `${other.dimensions} cm` })
          .first()
          .click();
        await page.waitForURL((url) => url.pathname === `/product/${other.variant_id}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expectTrue(
          !(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)),
          'a variant link reloads the page',
        );
      }
    },
  },
  {
    name: 'product: images open in a full-screen zoom; a sold-out product with long delivery weeks says so and cannot be bought',
    async run(ctx) {
      const p = await fullProduct(ctx);
      const slow = await findProduct(
        ctx,
        (q) => q.product_shop.product.stock <= 0 && /^\s*1\d/.test(q.product_shop.product.delivery_weeks),
      );
      for (const width of [1280, 390]) {
        const { page } = await ctx.newPage(width);
        await openProduct(page, p);
        expectTrue(
          (await page.getByRole('button', { name: 'Informationen zur Lieferzeit' }).count()) === 0 ||
            p.product_shop.product.stock <= 0,
          'no info icon for a short delivery',
        );
        await page.getByRole('button', { name: 'Nächstes Bild' }).click();
        await page.getByText(`2 von ${p.product_shop.product.images.length}`, { exact: true }).first().waitFor();
        await page.getByRole('button', { name: 'Bild vergrößern' }).click();
        const zoom = page.getByRole('dialog');
        await zoom
          .getByRole('heading', { name: `${p.product_shop.name} – Bild 2 von ${p.product_shop.product.images.length}` })
          .waitFor();
        await zoom.getByRole('img').first().waitFor();
        await page.waitForTimeout(400);
        await page.screenshot({ path: path.join(screenshotDir, `product-zoom-${width}.png`) });
        await zoom.getByRole('button', { name: 'Nächstes Bild' }).click();
        await zoom
          .getByRole('heading', { name: new RegExp(`Bild 3 von ${p.product_shop.product.images.length}$`) })
          .waitFor();
        await noSeriousAxeViolations(page, `zoom modal at ${width}px`);
        await page.keyboard.press('Escape');
        await zoom.waitFor({ state: 'detached' });

        // Stock 0 is "Derzeit nicht lieferbar" (decision 117): the long delivery weeks of a sold-out
        // product are no longer promised, and neither buy button can be pressed.
        await openProduct(page, slow);
        await page.getByTestId('sold-out').waitFor();
        expectTrue(
          (await page.getByText(`${slow.product_shop.product.delivery_weeks} Wochen`, { exact: true }).count()) === 0,
          `no delivery weeks promised for a sold-out product at ${width}px`,
        );
        expectTrue(
          await page.getByRole('button', { name: 'Jetzt kaufen' }).first().isDisabled(),
          `Jetzt kaufen is disabled for a sold-out product at ${width}px`,
        );
        await page.screenshot({ path: path.join(screenshotDir, `product-sold-out-${width}.png`) });
      }
    },
  },
  {
    name: 'product: add to cart with the accessory, change the quantity on the cart page, remove; minus at 1 is refused',
    async run(ctx) {
      const p = await fullProduct(ctx);
      const light = p.product_shop.product.lightning[0];
      for (const width of [1280, 390]) {
        const { page } = await ctx.newPage(width);
        await openProduct(page, p);

        // Quantity: minus at 1 is refused, plus raises it.
        const qty = page.getByRole('spinbutton', { name: 'Menge', exact: true });
        expectTrue((await qty.inputValue()) === '1', 'the quantity starts at 1');
        await page.getByRole('button', { name: 'Menge verringern' }).click();
        await messageShown(page, 'Negative Menge nicht erlaubt!');
        expectTrue((await qty.inputValue()) === '1', 'the quantity stays 1');
        await page.getByRole('button', { name: 'Menge erhöhen' }).click();
        await expectValue(qty, '2', 'plus raises the quantity');

        await page.getByRole('checkbox', { name: new RegExp(light.name) }).check();
        await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
        await messageShown(page, 'Artikel in den Warenkorb gelegt');
        await page.getByRole('button', { name: 'In den Warenkorb', exact: true }).click();
        await messageShown(page, 'Produkt ist bereits im Warenkorb vorhanden');

        const cart = (await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))) as Array<
          Record<string, unknown>
        >;
        expectTrue(cart.length === 2, `two cart lines, got ${JSON.stringify(cart)}`);
        const productLine = cart.find((l) => l.is_light === false)!;
        const lightLine = cart.find((l) => l.is_light === true)!;
        expectTrue(
          productLine.product_id === p.id &&
            productLine.qty === 2 &&
            productLine.shopmarketplace_id === p.product_shop.id,
          `product line: ${JSON.stringify(productLine)}`,
        );
        expectTrue(
          lightLine.light_id === light.id &&
            lightLine.shop_id === 1 &&
            lightLine.warehouse_id === 1 &&
            lightLine.vendor_id === 1 &&
            lightLine.code === light.code,
          `accessory line: ${JSON.stringify(lightLine)}`,
        );

        // The cart page.
        await page.goto('/cart');
        await page.getByRole('heading', { level: 1, name: /^Warenkorb/ }).waitFor();
        await page.getByRole('link', { name: p.product_shop.name }).first().waitFor();
        await page.getByRole('link', { name: light.name }).first().waitFor();
        await page.getByText('Zubehör', { exact: true }).first().waitFor();
        await page.getByText('Kostenloser Versand', { exact: true }).first().waitFor();

        const totalCents = 2 * cents(p.price) + Number(lightLine.qty) * cents(light.sale_price);
        const summary = page.locator('aside');
        const amount = async (label: string | RegExp) =>
          euro(await summary.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd').innerText());
        expectTrue(cents(await amount('Zwischensumme')) === totalCents, `subtotal ${await amount('Zwischensumme')}`);
        expectTrue(cents(await amount('Gesamtsumme')) === totalCents, `total ${await amount('Gesamtsumme')}`);
        expectTrue(cents(await amount('Versand')) === 0, 'shipping is free');
        // The VAT per rate comes with the server's totals (decision 153); the demo products are at 19 %.
        await summary.locator('dt', { hasText: 'inkl. MwSt. (19 %)' }).waitFor();
        expectTrue(
          cents(await amount('inkl. MwSt.')) === Math.round((totalCents * 19) / 119),
          `VAT contained: ${await amount('inkl. MwSt.')}`,
        );
        await loadLazyImages(page);
        await ctx.shot(page, 'cart-filled');
        await noSeriousAxeViolations(page, `cart at ${width}px`);

        // Plus on the product line: 3 pieces, line price follows, and a reload keeps it.
        await page.getByRole('button', { name: `Menge von ${p.product_shop.name} erhöhen` }).click();
        const productQty = page.getByRole('spinbutton', { name: `Menge von ${p.product_shop.name}` });
        await expectValue(productQty, '3', 'plus on the cart page');
        await page
          .locator('li', { hasText: p.product_shop.name })
          .getByText(formatEuro((3 * cents(p.price)) / 100))
          .first()
          .waitFor();
        await page.reload();
        await page.getByRole('heading', { level: 1, name: /^Warenkorb/ }).waitFor();
        await expectValue(productQty, '3', 'the quantity survives a reload');

        // Typing a quantity.
        await productQty.fill('5');
        await productQty.blur();
        await page
          .locator('li', { hasText: p.product_shop.name })
          .getByText(formatEuro((5 * cents(p.price)) / 100))
          .first()
          .waitFor();

        // The accessory down to 1, then minus is refused.
        const lightQty = page.getByRole('spinbutton', { name: `Menge von ${light.name}` });
        while (Number(await lightQty.inputValue()) > 1)
          await page.getByRole('button', { name: `Menge von ${light.name} verringern` }).click();
        await page.getByRole('button', { name: `Menge von ${light.name} verringern` }).click();
        await messageShown(page, 'Negative Menge nicht erlaubt!');
        expectTrue((await lightQty.inputValue()) === '1', 'never below 1 on the cart page');

        // Remove both lines.
        await page.getByRole('button', { name: `${p.product_shop.name} aus dem Warenkorb entfernen` }).click();
        await page.getByRole('button', { name: `${light.name} aus dem Warenkorb entfernen` }).click();
        await messageShown(page, 'Ihr Warenkorb ist leer.');
        await page.getByRole('link', { name: 'Zurück zum Shop' }).waitFor();
        expectTrue((await page.evaluate(() => localStorage.getItem('cart'))) === null, 'the stored cart is gone');
        await ctx.shot(page, 'cart-empty');
        await noSeriousAxeViolations(page, `empty cart at ${width}px`);
      }
    },
  },
  {
    name: 'product: Buy now puts the product into the cart and goes to the checkout',
    async run(ctx) {
      const p = await fullProduct(ctx);
      const { page } = await ctx.newPage(1280);
      await openProduct(page, p);
      await page.getByRole('button', { name: 'Jetzt kaufen' }).click();
      // A guest is sent on to the login with /checkout as the way back.
      await page.waitForURL(
        (url) =>
          url.pathname === '/checkout' ||
          (url.pathname === '/login' && url.searchParams.get('redirect') === '/checkout'),
      );
      const cart = (await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))) as Array<
        Record<string, unknown>
      >;
      expectTrue(
        cart.length === 1 && cart[0].product_id === p.id && cart[0].qty === 1,
        `cart after Buy now: ${JSON.stringify(cart)}`,
      );
    },
  },
  {
    name: 'product: a customer adds, edits and deletes a rating',
    async run(ctx) {
      const token = await registerCustomer(ctx);
      const p = await fullProduct(ctx);
      for (const width of [1280, 390]) {
        const { page } = await ctx.newPage(width);
        await page.goto('/');
        await page.evaluate((t) => localStorage.setItem('access_token', t), token);
        await openProduct(page, p);
        await page.getByRole('tab', { name: /^Bewertungen/ }).click();
        const panel = page.getByRole('tabpanel');
        const form = panel.locator('form');
        await form.getByRole('heading', { name: 'Produkt bewerten' }).waitFor();

        // Stars and a comment are both needed; a blank comment does not count.
        await form.getByLabel('Kommentar').fill('   ');
        await form.getByRole('button', { name: 'Bewertung abschicken' }).click();
        await form.getByText('Bitte vergeben Sie 1 bis 5 Sterne.').waitFor();
        await form.getByText('Bitte schreiben Sie einen Kommentar.').waitFor();

        const text = `Stabil und schön, Aufbau in einer Stunde (${width} px).`;
        await chooseStars(form, 4);
        await form.getByLabel('Kommentar').fill(`  ${text}  `);
        await page.waitForTimeout(100);
        await shotOf(page, '#product-tabs', 'product-rating-form');
        await form.getByRole('button', { name: 'Bewertung abschicken' }).click();
        await messageShown(page, 'Vielen Danke!');
        const own = panel.locator('li', { hasText: 'Ihre Bewertung' });
        await own.getByText(text, { exact: true }).waitFor();
        expectTrue((await panel.locator('form').count()) === 0, 'no add form once rated');
        await own.getByText('4 von 5 Sternen').waitFor();
        await noSeriousAxeViolations(page, `ratings tab at ${width}px`);

        // Edit: the form comes prefilled.
        await own.getByRole('button', { name: 'Eigene Bewertung bearbeiten' }).click();
        await form.getByRole('heading', { name: 'Bewertung bearbeiten' }).waitFor();
        expectTrue((await form.getByLabel('Kommentar').inputValue()) === text, 'the edit form is prefilled');
        expectTrue(
          await form.getByRole('radio', { name: '4 Sterne', exact: true }).isChecked(),
          'the stars are prefilled',
        );
        await shotOf(page, '#product-tabs', 'product-rating-edit');
        await chooseStars(form, 2);
        await form.getByLabel('Kommentar').fill(`${text} Nachtrag: eine Schublade klemmt.`);
        await form.getByRole('button', { name: 'Änderungen speichern' }).click();
        await messageShown(page, 'Vielen Danke!');
        await own.getByText(`${text} Nachtrag: eine Schublade klemmt.`).waitFor();
        await own.getByText('2 von 5 Sternen').waitFor();

        // Delete: the add form is back.
        // The edit's 'Vielen Danke!' has to be gone before the delete's can be told apart.
        await page.getByText('Vielen Danke!', { exact: true }).first().waitFor({ state: 'detached', timeout: 10_000 });
        await own.getByRole('button', { name: 'Eigene Bewertung löschen' }).click();
        await messageShown(page, 'Vielen Danke!');
        await form.getByRole('heading', { name: 'Produkt bewerten' }).waitFor();
        expectTrue((await panel.locator('li', { hasText: 'Ihre Bewertung' }).count()) === 0, 'the own rating is gone');
      }
    },
  },
  {
    name: 'product: a guest reads the ratings with a login hint and is told to log in at the heart',
    async run(ctx) {
      const p = await fullProduct(ctx);
      for (const width of [1280, 390]) {
        const { page } = await ctx.newPage(width);
        await openProduct(page, p);
        await page.getByRole('button', { name: 'Auf die Merkliste setzen', exact: true }).click();
        await messageShown(page, 'Nicht authentifiziert');
        await page
          .getByRole('link', { name: /einloggen/i })
          .first()
          .waitFor();

        await page.getByRole('tab', { name: /^Bewertungen/ }).click();
        const panel = page.getByRole('tabpanel');
        await panel.getByText(/Bitte melden Sie sich an/).waitFor();
        await panel.getByRole('link', { name: 'Zum Login' }).waitFor();
        expectTrue((await panel.locator('form').count()) === 0, 'a guest gets no rating form');
        expectTrue(
          (await panel.locator('li').count()) === p.product_shop.product.rating.count,
          'the guest list shows every rating',
        );
      }
    },
  },
  {
    name: 'product: a customer fills the heart and empties it again',
    async run(ctx) {
      const token = await registerCustomer(ctx);
      const p = await fullProduct(ctx);
      const { page } = await ctx.newPage(1280);
      await page.goto('/');
      await page.evaluate((t) => localStorage.setItem('access_token', t), token);
      await openProduct(page, p);
      await page.getByRole('button', { name: 'Auf die Merkliste setzen', exact: true }).click();
      await messageShown(page, 'Artikel in den Merkliste gelegt');
      await page.getByRole('button', { name: 'Von der Merkliste entfernen', exact: true, pressed: true }).waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Von der Merkliste entfernen', exact: true, pressed: true }).click();
      await page.getByRole('button', { name: 'Auf die Merkliste setzen', exact: true, pressed: false }).waitFor();
    },
  },
  {
    name: 'product: an unknown product id shows "Nicht Gefunden!"',
    async run(ctx) {
      const { page } = await ctx.newPage(1280);
      for (const id of ['99999999', 'abc']) {
        await page.goto(`/product/${id}`);
        await page.getByRole('heading', { level: 1, name: 'Nicht Gefunden!' }).waitFor();
        expectTrue(
          (await page.title()).startsWith('Nicht Gefunden!'),
          `title for /product/${id}: ${await page.title()}`,
        );
      }
      await ctx.shot(page, 'product-not-found');
    },
  },
];

export default journeys;
