import { accountsModule } from './accounts/accounts-module.ts';
import { editorModule } from './drafts/editor-module.ts';
import { historyModule } from './history/history-module.tsx';
import { inboxModule } from './inbox/inbox-module.ts';
import { publishModule } from './publish/publish-module.tsx';
import type { ServerCore } from './server-core.ts';
import type { ServerModule } from './http/server-module.ts';

/**
 * The server's modules, in the order their routes are mounted. A new concern (the inbox, say) is a folder of
 * src/server with a module, added here: docs/server-modules.md.
 */
export function serverModules(core: ServerCore): ServerModule[] {
  return [
    accountsModule(core.siteName),
    publishModule(core),
    historyModule(core),
    inboxModule(core),
    editorModule(core),
  ];
}
