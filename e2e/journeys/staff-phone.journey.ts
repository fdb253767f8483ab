import type { Page } from 'playwright-core';
import { expectTrue, login, type Journey } from '../harness.ts';

/** The elements that stick out to the right of a 390 px screen, to say what pushes the page sideways. */
const sticking = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
      .slice(0, 6)
      .map(
        (e) =>
          `${e.tagName.toLowerCase()}.${Array.from(e.classList).join('.')} → ${Math.round(e.getBoundingClientRect().right)}`,
      ),
  );

const journeys: Journey[] = [
  {
    name: 'staff phone: the day sheet and the pricing lists fit a 390 px screen without sideways scrolling',
    async run({ newPage, shot }) {
      let visited = 0;
      for (const size of [390, 1280]) {
        const { page, context } = await newPage(size);
        await login(page, 'admin@wohnwerk.test', 'Admin123!');
        const screens = [
          { path: '/excel', ready: () => page.getByTestId('shown-day').waitFor(), name: 'staff-phone-day-sheet' },
          {
            path: '/shipping',
            ready: () => page.locator('table tbody tr').first().waitFor(),
            name: 'staff-phone-shipping',
          },
          {
            path: '/fd-imm-table',
            ready: () => page.locator('table tbody tr').first().waitFor(),
            name: 'staff-phone-fd-imm-table',
          },
        ];
        for (const screen of screens) {
          await page.goto(screen.path);
          await screen.ready();
          await page.waitForLoadState('networkidle');
          const width = await page.evaluate(() => document.documentElement.scrollWidth);
          expectTrue(
            width <= size,
            `${screen.path} is ${width} px wide at ${size}: ${(await sticking(page)).join('; ')}`,
          );
          await shot(page, screen.name);
          visited++;
        }
        await context.close();
      }
      expectTrue(visited === 6, `visited ${visited} of 3 staff screens at two widths`);
    },
  },
];

export default journeys;
