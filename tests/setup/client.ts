import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';

// findBy… and waitFor wait up to 1 s by default; a loaded CI machine can take longer to
// render a screen, and a slower pass is not a failure.
configure({ asyncUtilTimeout: 5000 });

// Component tests never reach a network: a request a test did not mock (one still in
// flight when its test ended, say) fails at once instead of dialling localhost.
globalThis.fetch = () => Promise.reject(new TypeError('No network in component tests: mock the API (mockApi)'));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
