import { siteFile, isRouteFile, routeOf } from '../../core/routes.ts';
import { checkChange } from '../../node/edit/check-change.ts';
import { pageFilePath, writePageFile } from '../../node/edit/page-file.ts';
import { formOf } from '../accounts/form.ts';
import { pageName } from '../drafts/commit-message.ts';
import type { ServerContext, ServerModule, ServerTools } from '../http/server-module.ts';
import type { ServerCore } from '../server-core.ts';
import { changesBetween } from './changes.ts';
import { HistoryIndex, HistoryPage } from './pages/HistoryPage.tsx';

/** A name that can be a file under pages/ (the file itself is checked again before anything is written). */
const isPageFileName = (file: string | undefined): file is string =>
  !!file && /^pages\/[^\0\\]+\.ya?ml$/.test(file) && !file.split('/').includes('..');

const when = (at: number) => new Date(at).toUTCString().replace(/:\d\d GMT$/, ' UTC');

/**
 * Each page's history, from the drafts branch: who changed what and when, each change in words, and "Restore this
 * version", which saves the old text again as a new commit (checked as any save is) and never rewrites one.
 */
export function historyModule(core: ServerCore): ServerModule {
  const { repo, drafts } = core;

  const historyOf = async (
    tools: ServerTools,
    c: ServerContext,
    file: string,
    notice: { error?: string; ok?: string } = {},
  ) => {
    const commits = await repo.history(file, 30);
    const versions = await Promise.all(
      commits.map(async (commit) => ({
        commit,
        changes: changesBetween(await repo.textAt(`${commit.hash}^`, file), await repo.textAt(commit.hash, file)),
      })),
    );
    const address = isRouteFile(file) && !file.includes('[') ? routeOf(file) : undefined;
    return tools.adminPage(c, {
      title: `History of ${pageName(file)}`,
      status: notice.error ? 422 : 200,
      children: <HistoryPage file={file} address={address} versions={versions} {...notice} />,
    });
  };

  const historyIndex = async (tools: ServerTools, c: ServerContext, error?: string) =>
    tools.adminPage(c, {
      title: 'History',
      status: error ? 422 : 200,
      children: <HistoryIndex files={await repo.recentlyChanged()} name={pageName} error={error} />,
    });

  return {
    name: 'history',
    menu: [{ href: '/_admin/history', label: 'History' }],
    mount(app, tools) {
      const { requireUser } = tools;
      app.get('/_admin/history', requireUser, async (c) => {
        const file = c.req.query('file');
        if (isPageFileName(file)) return historyOf(tools, c, file);
        return historyIndex(tools, c);
      });

      app.post('/_admin/history/restore', requireUser, async (c) => {
        const field = await formOf(c);
        const file = field('file');
        const commit = field('commit');
        const user = c.get('user')!;
        if (!isPageFileName(file))
          return historyIndex(tools, c, `${file} is not a page file under pages/: nothing was restored.`);
        if (file === siteFile && user.role !== 'owner')
          return historyOf(tools, c, file, {
            error: 'Only the site’s owner can change the brand and the site’s facts.',
          });
        const restored = await repo.inTurn(async () => {
          let path: string;
          try {
            path = pageFilePath(repo.draftsDir, file);
          } catch (error) {
            return (error as Error).message;
          }
          const text = /^[0-9a-f]{40}$/.test(commit) ? await repo.textAt(commit, file) : undefined;
          if (text === undefined) return 'That version is not in this page’s history.';
          const { errors, ...checked } = checkChange(repo.draftsDir, drafts.check, file, text);
          if (errors.length)
            return (
              `That version cannot be restored as it is: ` +
              `${errors.map((p) => `${p.title}: ${p.message}`).join(' ')}`
            );
          const at = (await repo.history(file, 100)).find((v) => v.hash === commit);
          writePageFile(path, text);
          drafts.refresh(checked);
          await repo.commitFileNow(
            file,
            text,
            `${pageName(file)}: restored the version of ` +
              `${at ? `${when(at.at)} by ${at.author.name}` : commit.slice(0, 10)}`,
            user,
          );
          return undefined;
        });
        return historyOf(
          tools,
          c,
          file,
          restored
            ? { error: restored }
            : { ok: 'Restored: the page is back to that version, saved as a new change at the top of this list.' },
        );
      });
    },
  };
}
