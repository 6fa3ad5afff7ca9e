import { accountsModule } from './accounts/accounts-module.ts';
import { inboxModule } from './inbox/inbox-module.ts';
import type { ServerCore } from './server-core.ts';
import type { ServerModule } from './http/server-module.ts';

/**
 * The server's modules, in the order their routes are mounted. A new concern (the inbox, say) is a folder of
 * src/server with a module, added here: docs/server-modules.md.
 */
export function serverModules(core: ServerCore): ServerModule[] {
  return [accountsModule(core.siteName), inboxModule(core)];
}
