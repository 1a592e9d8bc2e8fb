import '@testing-library/jest-dom/vitest';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { ZoneRecord, ZoneSummary } from '#shared/zones.ts';
import { ZoneInfoCard } from './zone-info-card.tsx';

const boston: ZoneRecord = {
  zone: '7a',
  zipCode: '02134',
  city: 'Allston',
  state: 'MA',
  temperatureRange: '0 to 5 °F',
  lastFrostDate: '04-15',
  firstFrostDate: '10-28',
  growingSeasonDays: 196,
  growingSeasonMonths: 6,
  growingSeasonDescription: 'About 6 months (196 days), from mid-April to late October.',
  station: { name: 'Boston, MA', distanceKm: 12.34 },
};

const keyWest: ZoneRecord = {
  zone: '12a',
  zipCode: '33040',
  city: 'Key West',
  state: 'FL',
  temperatureRange: '50 to 55 °F',
  lastFrostDate: '',
  firstFrostDate: '',
  growingSeasonDays: 365,
  growingSeasonMonths: 12,
  growingSeasonDescription: 'No typical frost: a year-round growing season.',
  station: { name: 'Key West International Airport, FL', distanceKm: 3 },
};

const zone6b: ZoneSummary = {
  zone: '6b',
  temperatureRange: '-5 to 0 °F',
  lastFrostDate: '04-22',
  firstFrostDate: '10-20',
  growingSeasonDays: 181,
  growingSeasonMonths: 6,
  growingSeasonDescription: 'About 6 months (181 days), from late April to late October.',
  zipCount: 3412,
};

function fact(label: string): string | null | undefined {
  return screen.getByText(label).nextElementSibling?.textContent;
}

describe('ZoneInfoCard', () => {
  test('a ZIP record with frost shows the zone, the place, the frost dates and their station', () => {
    render(<ZoneInfoCard zone={boston} />);

    expect(screen.getByRole('heading', { level: 2, name: 'Zone 7a' })).toBeInTheDocument();
    expect(screen.getByText('Allston, MA 02134')).toBeInTheDocument();
    expect(fact('Average coldest winter night')).toBe('0 to 5 °F');
    expect(fact('Last spring frost')).toBe('April 15');
    expect(fact('First fall frost')).toBe('October 28');
    expect(fact('Growing season')).toBe('About 6 months (196 days), from mid-April to late October.');
    expect(
      screen.getByText(
        'Frost dates from NOAA station Boston, MA, 12.3 km away (1991–2020 normals; a 50% chance of frost after the last date)',
      ),
    ).toBeInTheDocument();
  });

  test('a ZIP record without frost says there is no typical frost', () => {
    render(<ZoneInfoCard zone={keyWest} headingLevel={3} />);

    expect(screen.getByRole('heading', { level: 3, name: 'Zone 12a' })).toBeInTheDocument();
    expect(fact('Last spring frost')).toBe('No typical frost');
    expect(fact('First fall frost')).toBe('No typical frost');
    expect(fact('Growing season')).toBe('No typical frost: a year-round growing season.');
  });

  test('a ZIP record far from any station has a zone but no frost figures', () => {
    render(<ZoneInfoCard zone={{ ...keyWest, station: null, growingSeasonDescription: '', growingSeasonDays: 0 }} />);

    expect(fact('Last spring frost')).toBe('Not available');
    expect(fact('First fall frost')).toBe('Not available');
    expect(screen.getByText(/No NOAA weather station is close enough/)).toBeInTheDocument();
  });

  test('a zone summary shows typical figures across its ZIP codes and no place', () => {
    render(<ZoneInfoCard zone={zone6b} />);

    expect(screen.getByRole('heading', { name: 'Zone 6b' })).toBeInTheDocument();
    expect(fact('Average coldest winter night')).toBe('-5 to 0 °F');
    expect(fact('Last spring frost')).toBe('April 22');
    expect(fact('First fall frost')).toBe('October 20');
    expect(screen.getByText('Typical across 3,412 ZIP codes in this zone')).toBeInTheDocument();
    expect(screen.queryByText(/NOAA station/)).not.toBeInTheDocument();
  });
});
