import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** How the server is set up: from the environment (docs/deploying.md lists each variable), read once at start. */
export interface ServerConfig {
  /** The site's repository: its pages/, public/ and .git (the folder the server was started in, unless SITE_ROOT). */
  siteRoot: string;
  /** The engine's code: where the build and the editor's bundle are made from. */
  projectRoot: string;
  /** Where the server keeps what is not in the repository: the database, the drafts' folder, the built releases. */
  dataDir: string;
  port: number;
  /** The address it listens on: 127.0.0.1 behind a reverse proxy on the same machine. */
  host: string;
  /**
   * The address people type: its origin is the only one a change may come from, and its host name the passkeys' (RP
   * ID).
   */
  publicUrl: URL | undefined;
  /** Addresses of the reverse proxies whose X-Forwarded-For is believed (TRUST_PROXY); anyone else's is ignored. */
  trustedProxies: string[];
  /** A git remote (a name such as origin, or any URL git accepts) to pull from and push to; none by default. */
  remote: string | undefined;
  /** The branch the editors' saves go to. */
  draftsBranch: string;
  /**
   * Whether a start builds the published branch for visitors when no release has it (SERVER_BUILD=never: not until a
   * publish).
   */
  buildAtStart: boolean;
}

const projectRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The configuration from `env` (process.env by default); a value that makes no sense stops the start with its name. */
export function configFrom(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const siteRoot = resolve(env.SITE_ROOT ?? '.');
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT must be a port number (0-65535), not "${env.PORT}".`);
  let publicUrl: URL | undefined;
  if (env.PUBLIC_URL) {
    try {
      publicUrl = new URL(env.PUBLIC_URL);
    } catch {
      throw new Error(`PUBLIC_URL must be a full address such as https://www.example.com, not "${env.PUBLIC_URL}".`);
    }
  }
  return {
    siteRoot,
    projectRoot,
    dataDir: resolve(env.SERVER_DATA ?? resolve(siteRoot, '.server')),
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl,
    trustedProxies: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    remote: env.GIT_REMOTE || undefined,
    draftsBranch: env.DRAFTS_BRANCH ?? 'drafts',
    buildAtStart: env.SERVER_BUILD !== 'never',
  };
}
