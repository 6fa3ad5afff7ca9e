import type { ServerModule } from '../http/server-module.ts';
import { mountAccount } from './account-routes.tsx';
import { mountLogin } from './login-routes.tsx';
import { mountPasskeys } from './passkey-routes.ts';
import { Passkeys } from './passkeys.ts';
import { mountWelcome } from './welcome-routes.tsx';

/**
 * Logging in and out, invitations, the owner's setup link, passkeys, the account pages. Its tables are the server's own
 * (start-server.ts).
 */
export function accountsModule(siteName: () => string): ServerModule {
  return {
    name: 'accounts',
    scripts: { passkeys: 'src/browser/admin/passkeys.ts' },
    menu: [
      { href: '/_admin/people', label: 'People', role: 'owner' },
      { href: '/_admin/account', label: 'My account' },
    ],
    mount(app, tools) {
      const passkeys = new Passkeys(tools.db, siteName);
      mountLogin(app, tools);
      mountWelcome(app, tools);
      mountPasskeys(app, tools, passkeys);
      mountAccount(app, tools, passkeys);
    },
  };
}
