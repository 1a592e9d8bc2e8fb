import { describe, expect, test } from 'vitest';
import { dayOfYear } from '#shared/climate.ts';
import { careMonths, frostCalendar, holdsSecondCrop, placeFromZone, plantSchedule } from './schedule.ts';
import { placeOfZip, readPlant } from './test-support.ts';

// Real rows of data/climate/zip-climate.tsv.
const minneapolis = placeOfZip('55401'); // 5a, last frost 04-23, first frost 10-16
const atlanta = placeOfZip('30303'); // 8a, 03-24 and 11-08
const newYork = placeOfZip('10001'); // 7b, 03-30 and 11-20
const miami = placeOfZip('33101'); // 11a, no typical frost
const denver = placeOfZip('80202'); // 6a, 04-30 and 10-12
const phoenix = placeOfZip('85001'); // 10a, frost only from 01-03 to 01-05
const houston = placeOfZip('77002'); // 9b, 02-02 and 12-25
const alturas = placeOfZip('33820'); // 10a, 02-04 and 01-04: the first frost comes after the new year
const raleigh = placeOfZip('27601'); // 8a, 03-28 and 11-08

const frostPlaces = { minneapolis, atlanta, newYork, denver };

const tomato = readPlant('tomato');
const pea = readPlant('pea');
const spinach = readPlant('spinach');
const lettuce = readPlant('lettuce');
const garlic = readPlant('garlic');
const tulip = readPlant('tulip');
const broccoli = readPlant('broccoli');
const strawberry = readPlant('strawberry');
const blueberry = readPlant('blueberry');
const snakePlant = readPlant('snake-plant');
const pepper = readPlant('pepper');
const pumpkin = readPlant('pumpkin');
const brusselsSprouts = readPlant('brussels-sprouts');
const potato = readPlant('potato');
const leek = readPlant('leek');

/** Days from one month-day to a later one in the same year. */
const daysBetween = (from: string, to: string) => dayOfYear(to) - dayOfYear(from);

describe('the reference places', () => {
  test('are read from the climate table as the rules see them', () => {
    expect(minneapolis).toMatchObject({ zone: '5a', lastFrost: '04-23', firstFrost: '10-16' });
    expect(miami).toMatchObject({ zone: '11a', lastFrost: '', firstFrost: '' });
    expect(phoenix).toMatchObject({ zone: '10a', lastFrost: '01-05', firstFrost: '01-03' });
    expect(frostCalendar(minneapolis).kind).toBe('frost');
    expect(frostCalendar(miami).kind).toBe('mild-winter');
    expect(frostCalendar(phoenix).kind).toBe('mild-winter');
    expect(frostCalendar(houston).kind).toBe('frost');
  });

  test('placeFromZone takes the frost dates of a zone record or summary', () => {
    expect(placeFromZone({ zone: '7b', lastFrostDate: '03-30', firstFrostDate: '11-20' })).toEqual({
      zone: '7b',
      lastFrost: '03-30',
      firstFrost: '11-20',
    });
  });
});

describe('tomato', () => {
  // Six weeks indoors before planting out, as UMN times it (sow in early April, set out in late May).
  test('seeds are started indoors six weeks before planting out: March in Atlanta and New York', () => {
    expect(plantSchedule(tomato, atlanta).seedStarting).toMatchObject({ start: '02-24', end: '03-10' });
    expect(plantSchedule(tomato, atlanta).seedStartingMonth).toBe('March');
    expect(plantSchedule(tomato, newYork).seedStartingMonth).toBe('March');
    expect(plantSchedule(tomato, minneapolis).seedStartingMonth).toBe('April');
    expect(plantSchedule(tomato, denver).seedStartingMonth).toBe('April');
  });

  test.each(Object.entries(frostPlaces))('goes out after the last frost in %s', (_, place) => {
    const { planting, seedStarting } = plantSchedule(tomato, place);
    expect(planting?.method).toBe('transplant');
    // Two to four weeks after it, once the soil has warmed (NC State: from 16 April in Raleigh).
    expect(daysBetween(place.lastFrost, planting!.start)).toBe(14);
    expect(daysBetween(place.lastFrost, planting!.end)).toBe(28);
    expect(daysBetween(seedStarting!.end, place.lastFrost)).toBe(14);
  });

  test('is planted about a month later in Minneapolis than in Atlanta', () => {
    const north = plantSchedule(tomato, minneapolis);
    const south = plantSchedule(tomato, atlanta);
    expect(daysBetween(south.planting!.start, north.planting!.start)).toBe(30);
    expect(south.plantingMonth).toBe('April');
    expect(north.plantingMonth).toBe('May');
    expect(north.planting?.months).toEqual(['May']);
  });

  test('is planted in early March where winters are frost-free', () => {
    for (const place of [miami, phoenix]) {
      const schedule = plantSchedule(tomato, place);
      expect(schedule.basis).toBe('mild-winter');
      expect(schedule.planting).toMatchObject({ start: '03-01', end: '03-15', months: ['March'] });
      expect(schedule.plantingMonth).toBe('March');
      expect(schedule.seedStartingMonth).toBe('January');
    }
  });

  test('waits for mid-February on the Gulf Coast even though the last frost is earlier', () => {
    expect(plantSchedule(tomato, houston).planting).toMatchObject({ start: '03-01', end: '03-15' });
  });
});

describe('cool-season crops', () => {
  test.each(Object.entries(frostPlaces))('peas and spinach are sown weeks before the last frost in %s', (_, place) => {
    for (const plant of [pea, spinach]) {
      const { planting } = plantSchedule(plant, place);
      expect(planting?.method).toBe('direct-sow');
      expect(daysBetween(planting!.end, place.lastFrost)).toBeGreaterThanOrEqual(14);
    }
  });

  test('peas go in in March in Atlanta and New York, in April in Minneapolis and Denver', () => {
    expect(plantSchedule(pea, atlanta).plantingMonth).toBe('March');
    expect(plantSchedule(pea, newYork).plantingMonth).toBe('March');
    expect(plantSchedule(pea, minneapolis).plantingMonth).toBe('April');
    expect(plantSchedule(pea, denver).plantingMonth).toBe('April');
  });

  test('lettuce gets a spring and a late-summer sowing where winters freeze', () => {
    const schedule = plantSchedule(lettuce, minneapolis);
    expect(schedule.plantingMonth).toBe('April');
    expect(schedule.fallPlanting).toMatchObject({ start: '08-07', end: '09-04', recommendedMonth: 'August' });
    expect(plantSchedule(lettuce, atlanta).fallPlanting?.recommendedMonth).toBe('September');
  });

  test('Miami gets a fall and winter schedule for lettuce', () => {
    const schedule = plantSchedule(lettuce, miami);
    expect(schedule.planting).toEqual({
      method: 'direct-sow',
      start: '10-01',
      end: '02-28',
      months: ['October', 'November', 'December', 'January', 'February'],
      recommendedMonth: 'November',
    });
    expect(schedule.fallPlanting).toBeNull();
    expect(schedule.plantingMonth).toBe('November');
  });

  test('transplanted cool-season crops start seeds ahead of the frost-free planting season', () => {
    const schedule = plantSchedule(broccoli, miami);
    expect(schedule.plantingMonth).toBe('November');
    expect(schedule.seedStartingMonth).toBe('October');
  });

  test('Houston, with a month of frost around the new year, sows lettuce in January and again in fall', () => {
    const schedule = plantSchedule(lettuce, houston);
    expect(schedule.plantingMonth).toBe('January');
    expect(schedule.fallPlanting?.months).toEqual(['October', 'November']);
  });
});

describe('fall planting', () => {
  test.each(Object.entries(frostPlaces))('garlic and tulips are planted in fall in %s', (_, place) => {
    for (const plant of [garlic, tulip]) {
      const schedule = plantSchedule(plant, place);
      expect(schedule.planting).toBeNull();
      expect(schedule.fallPlanting?.method).toBe('plant');
      expect(['September', 'October', 'November']).toContain(schedule.plantingMonth);
      expect(daysBetween(schedule.fallPlanting!.end, place.firstFrost)).toBe(0);
    }
  });

  test('garlic goes in in October in Minneapolis and Atlanta and in November in New York', () => {
    expect(plantSchedule(garlic, minneapolis).plantingMonth).toBe('October');
    expect(plantSchedule(garlic, atlanta).plantingMonth).toBe('October');
    expect(plantSchedule(garlic, newYork).plantingMonth).toBe('November');
  });

  // Timed from the reference first frost, 1 November: AZ1005 plants garlic in October.
  test('garlic is planted in October where winters are frost-free', () => {
    expect(plantSchedule(garlic, miami).fallPlanting).toMatchObject({ start: '10-04', end: '11-01' });
    expect(plantSchedule(garlic, phoenix).plantingMonth).toBe('October');
  });

  test('a first frost after the new year puts garlic in December, not in the previous spring', () => {
    expect(plantSchedule(garlic, alturas).fallPlanting).toMatchObject({
      start: '12-07',
      end: '01-04',
      months: ['December'],
      recommendedMonth: 'December',
    });
  });
});

describe('a second, summer planting for a fall crop', () => {
  test('Raleigh and Atlanta plant tomatoes and peppers again in August, as NC State does', () => {
    for (const place of [raleigh, atlanta]) {
      expect(plantSchedule(tomato, place).fallPlanting).toMatchObject({
        method: 'transplant',
        recommendedMonth: 'August',
      });
      expect(plantSchedule(pepper, place).fallPlanting?.recommendedMonth).toBe('August');
    }
    expect(plantSchedule(tomato, raleigh).fallPlanting).toMatchObject({ start: '08-02', end: '08-16' });
  });

  test('not where the spring crop has only just started bearing: Minneapolis and Denver', () => {
    for (const place of [minneapolis, denver]) {
      for (const plant of [tomato, pepper, pumpkin]) expect(plantSchedule(plant, place).fallPlanting).toBeNull();
    }
    // Minneapolis' spring tomatoes (middle of the window 14 May) mature by 7 August at the latest,
    // after a July planting for fall would have had to go in.
    const { planting } = plantSchedule(tomato, minneapolis);
    expect(planting).toMatchObject({ start: '05-07', end: '05-21' });
  });

  test('a slow crop fits twice only in the longest seasons: pumpkins again in Phoenix, not in Raleigh', () => {
    expect(plantSchedule(pumpkin, raleigh).fallPlanting).toBeNull();
    expect(plantSchedule(pumpkin, phoenix).fallPlanting?.recommendedMonth).toBe('July');
  });

  test('where winters are mild, timed from the reference first frost: Phoenix tomatoes in August, peppers in July', () => {
    expect(plantSchedule(tomato, phoenix).fallPlanting).toMatchObject({ start: '07-26', end: '08-09' });
    expect(plantSchedule(tomato, phoenix).fallPlanting?.recommendedMonth).toBe('August');
    expect(plantSchedule(pepper, phoenix).fallPlanting?.recommendedMonth).toBe('July');
  });

  test('holdsSecondCrop compares the spring crop at maturity with the opening of the fall window', () => {
    // Tomato: up to 85 days from transplanting.
    expect(holdsSecondCrop(tomato, { start: 100, end: 114 }, { start: 192, end: 206 })).toBe(true);
    expect(holdsSecondCrop(tomato, { start: 100, end: 114 }, { start: 190, end: 204 })).toBe(false);
    expect(holdsSecondCrop(snakePlant, { start: 100, end: 114 }, { start: 101, end: 110 })).toBe(true);
  });

  test('also for cool-season crops: Brussels sprouts are one late-spring planting in Minneapolis, a fall one in Atlanta', () => {
    expect(plantSchedule(brusselsSprouts, minneapolis)).toMatchObject({ plantingMonth: 'May', fallPlanting: null });
    expect(plantSchedule(brusselsSprouts, atlanta).fallPlanting?.recommendedMonth).toBe('August');
    expect(plantSchedule(lettuce, minneapolis).fallPlanting?.recommendedMonth).toBe('August');
  });

  test('care after planting ends at the first fall frost for a warm-season crop', () => {
    const harvest = tomato.care.find((s) => s.id === 'harvest')!;
    expect(careMonths(tomato, harvest, raleigh).at(-1)).toBe('November');
    expect(careMonths(tomato, harvest, phoenix)).toEqual(['May', 'June', 'July', 'October']);
  });
});

describe('cool-season vegetables grown only in spring, where winters are mild', () => {
  test('are recommended in January, at the end of the cool season: potatoes and leeks in Phoenix', () => {
    for (const plant of [potato, leek]) {
      const schedule = plantSchedule(plant, phoenix);
      expect(schedule.planting).toMatchObject({ start: '10-01', end: '02-28', recommendedMonth: 'January' });
    }
    // Crops that are also sown for fall elsewhere stay in November.
    expect(plantSchedule(pea, phoenix).plantingMonth).toBe('November');
    expect(plantSchedule(lettuce, phoenix).plantingMonth).toBe('November');
  });
});

describe('houseplants', () => {
  test('have no frost timing: the snake plant is repotted in spring', () => {
    for (const place of [minneapolis, miami, phoenix]) {
      const schedule = plantSchedule(snakePlant, place);
      expect(schedule.basis).toBe('indoor');
      expect(schedule.seedStarting).toBeNull();
      expect(schedule.fallPlanting).toBeNull();
      expect(schedule.planting?.months).toEqual(['March', 'April', 'May']);
      expect(schedule.plantingMonth).toBe('April');
    }
  });

  test('care falls in calendar seasons, the same everywhere', () => {
    const feed = snakePlant.care.find((step) => step.id === 'feed')!;
    const water = snakePlant.care.find((step) => step.id === 'water')!;
    expect(careMonths(snakePlant, feed, minneapolis)).toEqual(['March', 'April', 'May', 'June', 'July', 'August']);
    expect(careMonths(snakePlant, feed, miami)).toEqual(careMonths(snakePlant, feed, minneapolis));
    expect(careMonths(snakePlant, water, denver)).toHaveLength(12);
  });
});

describe('careMonths', () => {
  const step = (plant: typeof tomato, id: string) => plant.care.find((s) => s.id === id)!;

  test('steps timed from planting follow the planting: tomato harvest is later up north', () => {
    expect(careMonths(tomato, step(tomato, 'harvest'), minneapolis)).toEqual([
      'July',
      'August',
      'September',
      'October',
    ]);
    // Atlanta also harvests its August planting, until the first frost (8 November) ends it.
    expect(careMonths(tomato, step(tomato, 'harvest'), atlanta)).toEqual([
      'June',
      'July',
      'August',
      'September',
      'October',
      'November',
    ]);
  });

  test('a step after planting applies to the spring and the fall sowing alike', () => {
    expect(careMonths(lettuce, step(lettuce, 'thin'), minneapolis)).toEqual(['April', 'May', 'August', 'September']);
  });

  test('steps timed from a frost date move with it', () => {
    expect(careMonths(garlic, step(garlic, 'scapes'), minneapolis)).toEqual(['June']);
    expect(careMonths(garlic, step(garlic, 'scapes'), atlanta)).toEqual(['May']);
    expect(careMonths(blueberry, step(blueberry, 'prune'), minneapolis)).toEqual(['March']);
    expect(careMonths(blueberry, step(blueberry, 'prune'), atlanta)).toEqual(['February']);
    expect(careMonths(strawberry, step(strawberry, 'winter-mulch'), minneapolis)).toEqual(['November']);
  });

  test('steps timed from the first fall frost do not apply where winters are frost-free', () => {
    expect(careMonths(strawberry, step(strawberry, 'winter-mulch'), miami)).toEqual([]);
    expect(careMonths(tomato, step(tomato, 'clean-up'), phoenix)).toEqual([]);
  });

  test('seasons are set by the frost dates: winter in Minneapolis runs from November to March', () => {
    const winterStep = { timing: { seasons: ['winter' as const] } };
    expect(careMonths(blueberry, winterStep, minneapolis)).toEqual([
      'November',
      'December',
      'January',
      'February',
      'March',
    ]);
    expect(careMonths(blueberry, winterStep, atlanta)).toEqual(['December', 'January', 'February']);
    // Spring is 4 weeks either side of the last frost (26 March to 21 May): 6 days of March are not enough.
    expect(careMonths(blueberry, { timing: { seasons: ['spring', 'fall'] } }, minneapolis)).toEqual([
      'April',
      'May',
      'September',
      'October',
      'November',
    ]);
  });

  test('monthly care runs from planting out to the first fall frost', () => {
    expect(careMonths(tomato, step(tomato, 'water'), minneapolis)).toEqual([
      'May',
      'June',
      'July',
      'August',
      'September',
      'October',
    ]);
    expect(careMonths(blueberry, step(blueberry, 'water'), minneapolis)[0]).toBe('April');
  });

  test('every care step of every reference plant falls in some month somewhere', () => {
    for (const plant of [tomato, pea, spinach, lettuce, garlic, tulip, broccoli, strawberry, blueberry, snakePlant]) {
      for (const careStep of plant.care) {
        expect(careMonths(plant, careStep, newYork), `${plant.id} ${careStep.id}`).not.toEqual([]);
      }
    }
  });
});
