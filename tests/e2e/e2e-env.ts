/**
 * Where the end-to-end stack listens (all on loopback); see serve.ts. `E2E_PORT` moves it
 * (the mail API takes the next port), so two checkouts can run the suite side by side.
 */
export const APP_PORT = Number(process.env.E2E_PORT ?? 3100);
export const MAIL_PORT = APP_PORT + 1;
export const PUBLIC_URL = `http://127.0.0.1:${APP_PORT}`;
export const MAIL_URL = `http://127.0.0.1:${MAIL_PORT}`;
