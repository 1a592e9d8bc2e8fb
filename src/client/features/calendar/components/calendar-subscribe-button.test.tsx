import '@testing-library/jest-dom/vitest';
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderComponent } from '#client/testing/render-component.tsx';
import { jsonResponse, mockApi, notFound } from '#client/testing/render-route.tsx';
import { CalendarSubscribeButton } from './calendar-subscribe-button.tsx';

const FEED = {
  url: `https://garden.example.org/api/calendar/${'a'.repeat(43)}.ics`,
  webcalUrl: `webcal://garden.example.org/api/calendar/${'a'.repeat(43)}.ics`,
};

describe('the calendar subscription where tasks are', () => {
  test('asks for the link only when opened, and shows it with how to add it, but no reset', async () => {
    const asked: string[] = [];
    mockApi((url) => {
      asked.push(url.pathname);
      return url.pathname === '/api/calendar-feed' ? jsonResponse(FEED) : notFound();
    });
    const { user } = renderComponent(
      <CalendarSubscribeButton userId="user-1" lead="Get these tasks in your own calendar." />,
    );
    expect(screen.getByText('Get these tasks in your own calendar.')).toBeInTheDocument();
    expect(asked).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Subscribe in your calendar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your garden in your calendar' });
    expect(await within(dialog).findByRole('textbox', { name: 'Your private calendar link' })).toHaveValue(FEED.url);
    expect(within(dialog).getByRole('button', { name: 'Copy link for Apple Calendar' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Reset link' })).not.toBeInTheDocument();
    expect(asked).toEqual(['/api/calendar-feed']);
  });
});
