/**
 * Runs `run` once the page has loaded and the browser is idle (at most 2 s later), so
 * work that can wait never competes with what the page needs first. Returns a cancel.
 */
export function afterLoadWhenIdle(run: () => void): () => void {
  let cancel = () => {};
  const idle = () => {
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(run, { timeout: 2000 });
      cancel = () => cancelIdleCallback(handle);
    } else {
      const timer = setTimeout(run, 200);
      cancel = () => clearTimeout(timer);
    }
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    window.removeEventListener('load', idle);
    cancel();
  };
}
