import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { MONTH_NAMES, monthNumber } from '#shared/plants/months.ts';
import { plantSchedule } from '#shared/plants/schedule.ts';
import { placeOfZip, readPlant } from '#shared/plants/test-support.ts';
import { expect, finishWizard, linkIn, signUp, test, waitForMail } from './fixtures.ts';

const MONTHS = new RegExp(`\\b(${MONTH_NAMES.join('|')})\\b`);

/** The one event of a downloaded .ics file, read by an independent iCalendar parser. */
async function readDownload(download: Download) {
  const text = await readFile(await download.path(), 'utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  const vevent = calendar.getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('the file has no event');
  const start = vevent.getFirstProperty('dtstart');
  if (!start) throw new Error('the event has no start');
  const date = start.getFirstValue() as ICAL.Time;
  const event = new ICAL.Event(vevent);
  return {
    fileName: download.suggestedFilename(),
    isAllDay: start.type === 'date' && date.isDate,
    date: date.toString(),
    summary: event.summary,
    description: event.description,
    /** The day after the event's last day. */
    end: event.endDate.toString(),
  };
}

async function download(page: Page, button: Locator) {
  const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return readDownload(file);
}

/** 'YYYY-MM-DD' of a day of a month, the next time the month comes (this month counts). */
function dayOfMonth(month: string, day: number) {
  const number = monthNumber(month);
  if (number === undefined) throw new Error(`${month} is not a month`);
  const today = new Date();
  const year = number >= today.getMonth() + 1 ? today.getFullYear() : today.getFullYear() + 1;
  return `${year}-${String(number).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

test('a visitor finds Tomato by ZIP, loads its guides and downloads calendar reminders', async ({ page }) => {
  // The months the app must show: computed by the same rules for Minneapolis.
  const place = placeOfZip('55401');
  const schedule = plantSchedule(readPlant('tomato'), place);
  const seedMonth = schedule.seedStartingMonth!;
  const plantingMonth = schedule.plantingMonth!;

  await page.goto('/');
  await page.getByLabel('ZIP code').fill('55401');
  await page.getByLabel(/Plant name/).fill('tomato');
  const recorded = page.waitForRequest(
    (request) => request.url().endsWith('/api/events') && request.method() === 'POST',
  );
  await page.getByRole('button', { name: 'Get care tips' }).click();
  expect((await recorded).postDataJSON()).toEqual({
    name: 'home_search_opened',
    props: { zip: '55401', query: 'tomato' },
  });

  const dialog = page.getByRole('dialog', { name: 'Find a Plant' });
  await expect(dialog.getByLabel('Plant name')).toHaveValue('tomato');
  await expect(dialog.getByLabel('ZIP code')).toHaveValue('55401');
  await expect(dialog.getByText(`Showing plants for zone ${place.zone}`)).toBeVisible();
  await dialog
    .getByRole('button', { name: /^Tomato/ })
    .first()
    .click();

  await expect(page).toHaveURL(/\/plant\/tomato$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tomato' })).toBeVisible();
  await expect(page.locator('[data-suitability]')).toBeVisible();
  await expect(page.getByText(`Worked out for Zone ${place.zone} · ZIP 55401`)).toBeVisible();

  // Planting guide: seed starting first.
  await page.getByRole('button', { name: 'Get Planting Instructions' }).click();
  await expect(page.getByText('Planting Instructions Loaded')).toBeVisible();
  await expect(page.getByText('Detailed planting guide for Tomato is now available.')).toBeVisible();
  const planting = page.getByRole('region', { name: 'Planting Guide' });
  await expect(planting.getByRole('tab', { name: 'Seed Starting Guide' })).toHaveAttribute('aria-selected', 'true');
  await expect(planting.getByText(`Recommended Month: ${seedMonth}`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get Planting Instructions' })).toHaveCount(0);

  const seedFile = await download(page, planting.getByRole('button', { name: 'Add to Calendar' }));
  expect(seedFile).toMatchObject({
    fileName: `seed_starting_tomato_${seedMonth}.ics`,
    isAllDay: true,
    date: dayOfMonth(seedMonth, 1),
    summary: 'Start seeds for Tomato',
    description: `Reminder to start seeds for Tomato in ${seedMonth}`,
  });
  await expect(page.getByText('Calendar Event Downloaded')).toBeVisible();
  await expect(
    page.getByText(`ICS file for planting or starting seeds for Tomato in ${seedMonth} generated.`),
  ).toBeVisible();

  await planting.getByRole('tab', { name: 'Planting Guide' }).click();
  await expect(planting.getByText(`Recommended Month: ${plantingMonth}`)).toBeVisible();
  const plantingFile = await download(page, planting.getByRole('button', { name: 'Add to Calendar' }));
  expect(plantingFile).toMatchObject({
    fileName: `planting_tomato_${plantingMonth}.ics`,
    isAllDay: true,
    date: dayOfMonth(plantingMonth, 1),
    summary: 'Plant Tomato',
    description: `Reminder to plant Tomato in ${plantingMonth}`,
  });

  // Care guide.
  await page.getByRole('button', { name: 'Get Care Instructions' }).click();
  await expect(page.getByText('Care Instructions Loaded')).toBeVisible();
  const care = page.getByRole('region', { name: 'Seasonal Care' });
  await expect(care.getByRole('tab', { name: 'Must Do' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: 'Get Care Instructions' })).toHaveCount(0);

  const step = care.getByRole('tabpanel').getByRole('listitem').filter({ hasText: MONTHS }).first();
  const listed = [...((await step.textContent()) ?? '').matchAll(new RegExp(MONTHS, 'g'))].map((match) => match[1]!);
  const stepText = (await step.locator('p').first().textContent())!.replace(/^Must Do: /, '');
  const careFile = await download(page, step.getByRole('button', { name: 'Add to Calendar' }));
  expect(careFile.fileName).toMatch(/^tomato_[a-z0-9_]{0,23}_reminder\.ics$/);
  expect(careFile.isAllDay).toBe(true);
  // One event that comes back each year, from the next of its months on (the 15th, or the
  // 1st of a season's run), never in the past.
  const startMonth = MONTH_NAMES[Number(careFile.date.slice(5, 7)) - 1]!;
  expect(listed).toContain(startMonth);
  const today = new Date().toISOString().slice(0, 10);
  expect(careFile.end > today).toBe(true);
  expect(careFile.summary).toBe(`Tomato: ${stepText}`);
});

test('a gardener adds a plant from the round Add Plant button', async ({ page, newEmail }) => {
  const email = newEmail();
  await signUp(page, email);
  await page.goto(linkIn(await waitForMail(email)));
  await page.getByLabel('ZIP code').fill('10001');
  await expect(page.getByText('Zone Found!')).toBeVisible();
  await finishWizard(page);

  await page.getByRole('button', { name: 'Add Plant' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a Plant' });
  await dialog.getByLabel('Plant name').fill('basil');
  await expect(dialog.getByText('Showing plants for zone 7b')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add "basil" as a new plant' })).toBeEnabled();
  await dialog.getByRole('button', { name: /^Sweet Basil/ }).click();

  // Picked there, the plant goes straight into the garden.
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Sweet Basil has been added to your garden.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'My Garden (1)' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'My Garden (1)' })).toBeVisible();

  await page
    .getByRole('link', { name: /Sweet Basil/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/plant\/sweet-basil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sweet Basil' })).toBeVisible();
  await expect(page.getByText('Worked out for Zone 7b · ZIP 10001')).toBeVisible();
  await expect(page.getByText('In My Garden')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Garden' })).toBeVisible();
});
