import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceFile } from '../../src/node/read/source-file.ts';

const dir = 'tests/fixtures/fuzz';

/** A file that once broke the validator: `name` is its fixture, `file` the page it stood in for. */
export interface FuzzFixture extends SourceFile {
  name: string;
  /** A case of tests/disk-cases.ts, by name: made on disk in a copy of the fixture site instead of a text. */
  disk?: string;
}

/** What the sidecar <name>.json records next to <name>.yaml. */
interface Sidecar {
  file: string;
  /** What went wrong when the fuzz test found it. */
  broke: string;
  /** The exact text, when UTF-8 cannot hold it (a lone surrogate is written to the .yaml as U+FFFD). */
  text?: string;
  /** A case of tests/disk-cases.ts (it has no .yaml): what broke the validator was on disk, not in a text. */
  disk?: string;
}

/** Writes the failing text as <hash>.yaml, with the file it stood in for in <hash>.json; returns the .yaml path. */
export function saveFixture({ file, text }: SourceFile, broke: string): string {
  const name = createHash('sha256').update(`${file}\0${text}`).digest('hex').slice(0, 10);
  const sidecar: Sidecar = { file, broke, ...(Buffer.from(text).toString() === text ? {} : { text }) };
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.yaml`), text);
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(sidecar, null, 2)}\n`);
  return join(dir, `${name}.yaml`);
}

/** Every saved fixture, to replay. */
export function readFixtures(): FuzzFixture[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((json) => {
      const name = json.replace(/\.json$/, '');
      const sidecar = JSON.parse(readFileSync(join(dir, json), 'utf8')) as Sidecar;
      if (sidecar.disk) return { name, file: sidecar.file, text: '', disk: sidecar.disk };
      return { name, file: sidecar.file, text: sidecar.text ?? readFileSync(join(dir, `${name}.yaml`), 'utf8') };
    });
}
