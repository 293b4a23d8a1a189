import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Manifest } from 'vite';
import type { VitePWAOptions } from 'vite-plugin-pwa';

type ManifestTransform = NonNullable<
  NonNullable<VitePWAOptions['injectManifest']>['manifestTransforms']
>[number];

/** The admin dashboard's own code: its routes and its features. */
const ADMIN_SOURCE = /(?:^|\/)src\/(?:routes\/dashboard\/_admin|features\/admin\/)/;

/**
 * The files of a client build that only the admin dashboard loads: everything in Vite's manifest
 * that the app's entry does not reach, statically or on demand, without passing through an admin
 * route or feature. Shared chunks that only admin screens import (a table, a number input) count
 * as the admin's, though their names say nothing of it.
 */
export function adminOnlyFiles(manifest: Manifest): Set<string> {
  const reached = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || reached.has(key) || ADMIN_SOURCE.test(key)) return;
    reached.add(key);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);

  const shopperFiles = new Set(
    [...reached].flatMap((key) => {
      const chunk = manifest[key];
      return chunk ? [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])] : [];
    }),
  );
  const all = Object.values(manifest).flatMap((chunk) => [
    chunk.file,
    ...(chunk.css ?? []),
    ...(chunk.assets ?? []),
  ]);
  return new Set(all.filter((file) => !shopperFiles.has(file)));
}

/**
 * Workbox's precache without the admin-only files: every shopper's phone installs the storefront,
 * not the dashboard (about 160 KB of code and styles, its sales chart 430 KB more). An admin's
 * browser fetches those files when a dashboard screen first opens, as any lazy chunk.
 * Reads the manifest the client build has just written to `outDir`.
 */
export function withoutAdminOnlyFiles(outDir: string): ManifestTransform {
  return (entries) => {
    const manifest = JSON.parse(
      readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const adminOnly = adminOnlyFiles(manifest);
    return { manifest: entries.filter((entry) => !adminOnly.has(entry.url)), warnings: [] };
  };
}
