import { describe, expect, test, vi } from 'vitest';
import { jsonResponse, mockApi } from '#client/testing/render-route.tsx';
import { ApiError, apiClient, OFFLINE_MESSAGE } from './api-client.ts';

describe('apiClient', () => {
  test('returns the JSON body and sends cookies to our own origin only', async () => {
    const fetch = mockApi(() => jsonResponse({ status: 'ok' }));

    await expect(apiClient.get('/api/health')).resolves.toEqual({ status: 'ok' });
    expect(fetch).toHaveBeenCalledWith(
      '/api/health',
      expect.objectContaining({ method: 'GET', credentials: 'same-origin' }),
    );
  });

  test('sends a body as JSON', async () => {
    const fetch = mockApi(() => jsonResponse({ ok: true }, 201));

    await apiClient.post('/api/garden', { plant_id: 3, save_later: false });
    const init = fetch.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"plant_id":3,"save_later":false}');
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
  });

  test('throws an ApiError with the status, code and message of the error body', async () => {
    mockApi(() => jsonResponse({ error: { code: 'not_found', message: 'No zone data for ZIP 99999' } }, 404));

    const error = await apiClient.get('/api/zones/by-zip/99999').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'No zone data for ZIP 99999' });
  });

  test('an error without our body still gets a code from its status', async () => {
    mockApi(() => new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));

    await expect(apiClient.get('/api/health')).rejects.toMatchObject({ status: 502, code: 'internal' });
  });

  test('offline, a change is refused without a request, and a read is still asked for', async () => {
    const fetch = mockApi(() => jsonResponse({ entries: [] }));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(apiClient.post('/api/garden', { plant_id: 'tomato', save_later: false })).rejects.toMatchObject({
        code: 'offline',
        message: OFFLINE_MESSAGE,
      });
      await expect(apiClient.delete('/api/garden/tomato')).rejects.toMatchObject({ code: 'offline' });
      expect(fetch).not.toHaveBeenCalled();
      await expect(apiClient.get('/api/garden')).resolves.toEqual({ entries: [] });
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      online.mockRestore();
    }
  });

  test('an unreachable server is a network ApiError', async () => {
    mockApi(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(apiClient.get('/api/health')).rejects.toMatchObject({ status: 0, code: 'network' });
  });
});
