import { editorSettings } from './editor-settings.ts';
import { InboxLink } from './InboxLink.tsx';

/** On the site's own server: the way to the admin pages, for the owner to publish what was saved, and to the inbox. */
export function ServerLinks() {
  return (
    <p className="pe-row pe-server-links">
      {editorSettings.owner && (
        <a className="pe-button" href="/_admin/publish">
          Publish…
        </a>
      )}
      <InboxLink />
      <a className="pe-button" href="/_admin">
        Admin
      </a>
    </p>
  );
}
