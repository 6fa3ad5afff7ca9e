import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { build } from 'esbuild';

/** An admin page's script, bundled: served at /_admin/scripts/<file>, named by its content so it is kept for good. */
export interface AdminScript {
  file: string;
  code: string;
}

export const adminScriptsPath = '/_admin/scripts/';

/**
 * Bundles the modules' browser scripts (src/browser/admin/…) once at start, each into one small file for today's
 * browsers: the admin pages are plain HTML from the server, and a script only adds what HTML cannot (passkeys, live
 * counts). esbuild, already the build's compiler, takes a few tens of milliseconds for them all.
 */
export async function bundleAdminScripts(
  projectRoot: string,
  scripts: Record<string, string>,
): Promise<Map<string, AdminScript>> {
  const names = Object.keys(scripts);
  if (!names.length) return new Map();
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: Object.fromEntries(names.map((name) => [name, join(projectRoot, scripts[name]!)])),
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
    outdir: 'out',
    logLevel: 'error',
  });
  const bundled = new Map<string, AdminScript>();
  for (const output of result.outputFiles) {
    const name = output.path.replace(/^.*\//, '').replace(/\.js$/, '');
    const hash = createHash('sha256').update(output.contents).digest('hex').slice(0, 10);
    bundled.set(name, { file: `${name}-${hash}.js`, code: output.text });
  }
  return bundled;
}
