// Moved to server/pages/page-renderer.ts. src/ still imports these types from here; once
// src/app/kept-pages.ts and src/entry-server.tsx import from server/pages/, delete this file.
export type { KeptPage, ServerRenderingBuild } from '../pages/page-renderer';
