import { createContext } from 'react';

/** The day the HTML being hydrated was rendered on (see PageData); null when the page was not pre-rendered. */
export const RenderedOnContext = createContext<string | null>(null);
