/** Where the end-to-end stack listens (all on loopback); see serve.ts. */
export const APP_PORT = 3100;
export const MAIL_PORT = 3101;
export const PUBLIC_URL = `http://127.0.0.1:${APP_PORT}`;
export const MAIL_URL = `http://127.0.0.1:${MAIL_PORT}`;
