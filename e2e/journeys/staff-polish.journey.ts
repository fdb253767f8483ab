import type { Page } from 'playwright-core';
import { expectTrue, label, login, type Journey } from '../harness.ts';

const berlinToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date());
const nextDay = (day: string) => {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};
const dmy = (day: string) => day.split('-').reverse().join('-');

async function apiAs(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(`/api/v1${p}`, {
        method: m as string,
        headers: {
          authorization: `Bearer ${localStorage.getItem('access_token')}`,
          'content-type': 'application/json',
        },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    [method, path, body] as const,
  );
}

/** Index (0-based) of a column caption in the first table of the page. */
async function columnIndex(page: Page, caption: string): Promise<number> {
  const captions = await page.locator('table').first().locator('thead th').allInnerTexts();
  return captions.findIndex((c) => c.trim().split('\n')[0].trim() === caption);
}

const journeys: Journey[] = [
  {
    name: 'staff polish: day sheet, tomorrow forms, notices, fast-task status, single buttons, corrected fields, comments, Excel',
    async run({ newPage, shot }) {
      const { page, context } = await newPage(1280);
      await login(page, 'admin@wohnwerk.test', 'Admin123!');
      const today = berlinToday();

      // The day sheet with an empty date field says which day it shows.
      await page.goto('/excel');
      const shown = page.getByTestId('shown-day');
      await shown.waitFor();
      expectTrue((await shown.innerText()).includes(dmy(today)), `the sheet names today (${await shown.innerText()})`);
      expectTrue((await page.locator('input[name="day"]').inputValue()) === '', 'the date field itself is empty');

      // /add/other is about tomorrow: a problem starts on tomorrow's date (decision 116).
      await page.goto(`/add/other?day=${today}`);
      const day = page.locator('input[name="day"]');
      await day.waitFor({ state: 'attached' });
      expectTrue(
        (await day.inputValue()) === nextDay(today),
        `tomorrow's problem starts tomorrow (${await day.inputValue()})`,
      );
      await shot(page, 'staff-polish-add-other');

      // Fast tasks: one Print button (the spec's), and every STATUS cell says something.
      await page.goto('/fast-tasks');
      await page.getByRole('heading', { name: 'Detyrat e shpejta' }).waitFor();
      await page.locator('tbody tr').first().waitFor();
      expectTrue((await page.getByRole('button', { name: 'Printo' }).count()) === 0, 'no second print button');
      expectTrue((await page.getByRole('button', { name: 'Print', exact: true }).count()) === 1, "the spec's Print");
      const status = await columnIndex(page, 'STATUS');
      expectTrue(status >= 0, 'a STATUS column');
      const cells = await page.locator(`tbody tr td:nth-child(${status + 1})`).allInnerTexts();
      expectTrue(
        cells.length > 0 && cells.every((c) => c.trim() !== ''),
        `every STATUS is filled (${cells.join('|')})`,
      );

      // Monthly ratings: one Excel button; its download leaves no empty tab behind.
      await page.goto('/monthly-ratings');
      await page.getByRole('button', { name: 'Eksporto Excel' }).waitFor();
      expectTrue(
        (await page.getByRole('button', { name: /Eksport në Excel/ }).count()) === 0,
        'no second Excel button',
      );
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Eksporto Excel' }).click();
      const file = await download;
      expectTrue(file.suggestedFilename().endsWith('.xlsx'), `an Excel file (${file.suggestedFilename()})`);
      await page.waitForTimeout(500);
      expectTrue(context.pages().length === 1, `no tab left open (${context.pages().length} pages)`);
      await page.goto('/finished-tasks');
      await page.getByRole('button', { name: 'Eksporto Excel' }).waitFor();
      const excelButtons = await page.getByRole('button', { name: /Excel/ }).count();
      expectTrue(excelButtons === 1, `finished tasks and comments: one Excel button (${excelButtons})`);

      // The weekly task form: a corrected field loses its message.
      await page.goto('/add-weekly-tasks');
      await page.getByRole('button', { name: 'Shto', exact: true }).click();
      const nameError = page.getByText('Emri eshte i detyrueshem.');
      await nameError.waitFor();
      await page.getByLabel(label('Emri')).fill('Kontrollo stokun');
      await nameError.waitFor({ state: 'detached' });
      expectTrue(
        await page.getByText('Zgjidhni te pakten nje dite').isVisible(),
        'the days message stays until days are chosen',
      );

      // A comment about another person: the number value is accepted; after editing, that person's list is shown.
      const users = await apiAs(page, 'GET', '/excel/users');
      const other = (users.body as { id: number; name: string; email?: string }[]).find((u) =>
        /elira/i.test(u.name),
      ) ?? { id: 0, name: '' };
      expectTrue(other.id > 0, `a colleague to comment on (${JSON.stringify(users.body).slice(0, 200)})`);
      const made = await apiAs(page, 'POST', '/comment-for-user', {
        user_id: other.id,
        title: 'Vonese ne dorezim',
        category: 'tjera',
        value: 5,
      });
      expectTrue(made.status === 201, `a numeric value is accepted (${made.status} ${JSON.stringify(made.body)})`);
      const id = (made.body as { data: { id: number } }).data.id;
      await page.goto(`/edit-comment/${id}/${other.id}`);
      await page.getByLabel(label('Titulli')).fill('Vonese ne dorezim (ndryshuar)');
      await page.getByRole('button', { name: 'Ndrysho', exact: true }).click();
      await page.waitForURL(`**/finished-tasks?user=${other.id}`);
      await page.getByText('Vonese ne dorezim (ndryshuar)').waitFor();

      // Notices on staff screens: top-left (backoffice.md §9).
      const notice = page.locator('.mantine-Notification-root').first();
      await notice.waitFor();
      const box = await notice.boundingBox();
      expectTrue(box !== null && box.x < 200 && box.y < 200, `the notice is top-left (${JSON.stringify(box)})`);
      await shot(page, 'staff-polish-comment-edited');
    },
  },
];

export default journeys;
