import { useState, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False while the server pre-renders a page and while React hydrates that HTML in the
 * browser; true from the render after. What only the browser knows (storage, today's
 * date) must wait for it, or the first render would not match the pre-rendered HTML.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/**
 * A value only the browser can read (local storage, the clock), read once: `fallback`
 * while pre-rendering and hydrating (what the pre-rendered HTML shows), then `read()`.
 * A page rendered in the browser alone has `read()` from its first render.
 */
export function useBrowserValue<T>(read: () => T, fallback: T): T {
  const isHydrated = useIsHydrated();
  const [value, setValue] = useState<{ current: T } | null>(() => (isHydrated ? { current: read() } : null));
  if (value) return value.current;
  if (!isHydrated) return fallback;
  // The first render after hydration reads the browser's value (adjusting state during render).
  const current = read();
  setValue({ current });
  return current;
}
