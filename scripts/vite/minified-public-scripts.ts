import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { minify, type Plugin } from 'vite';

/**
 * Minifies a classic script (no module: it reads `document.currentScript`), for what a browser
 * runs before any module. Kept apart from the plugin so its test reads what ships.
 */
export async function minifyClassicScript(
  fileName: string,
  source: string,
  target: string | string[],
): Promise<string> {
  // The build's target: the minifier otherwise rewrites into the newest syntax it knows.
  const { code, errors } = await minify(fileName, source, {
    module: false,
    compress: { target },
    mangle: true,
  });
  if (errors.length > 0) {
    throw new Error(`${fileName}: ${errors.map((error) => error.message).join('; ')}`);
  }
  return code;
}

/**
 * Ships scripts of public/ minified under their own names. Vite copies public/ into the build as
 * written, comments and all, which suits files read by people; a script every server-rendered
 * page loads (start-after-paint.js: 1.1 KB gzipped as written, 0.6 KB minified) is worth its
 * bytes on a phone. Emitted with the bundle, it replaces the copy Vite made before writing it.
 */
export function minifiedPublicScripts(fileNames: readonly string[]): Plugin {
  let publicDir = '';
  let target: string | string[] = 'es2022';
  return {
    name: 'fragrancehub:minified-public-scripts',
    apply: 'build',
    configResolved(config) {
      publicDir = config.publicDir;
      const built = config.build.target;
      if (typeof built === 'string' || Array.isArray(built)) target = built;
    },
    async generateBundle() {
      if (!publicDir) return;
      for (const fileName of fileNames) {
        const source = await readFile(path.join(publicDir, fileName), 'utf8');
        this.emitFile({
          type: 'asset',
          fileName,
          source: await minifyClassicScript(fileName, source, target),
        });
      }
    },
  };
}
