import { config } from 'zod';

// The pages' Content-Security-Policy allows no eval: zod must not try its compiled parsers
// (its probe for them is itself a policy violation). Zod decides when a schema is made, so
// this module runs before any module that makes one (main.tsx imports it first, and
// boot.ts evaluates it before the page's chunks).
config({ jitless: true });
