import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, onTestFinished, test, vi } from 'vitest';
import { OfflineBanner } from './offline-banner.tsx';

describe('OfflineBanner', () => {
  test('appears when the device goes offline and goes when it is back', () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    onTestFinished(() => online.mockRestore());
    render(<OfflineBanner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    online.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('You’re offline.');
    expect(screen.getByRole('status')).toHaveTextContent('changes can’t be saved until you’re back online');

    online.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
