import { createStore } from 'jotai';

/** The one Jotai store: non-React code (the API client) reads the session from it. */
export const appStore = createStore();
