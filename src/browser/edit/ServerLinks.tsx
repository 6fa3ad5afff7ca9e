import { editorSettings } from './editor-settings.ts';

/** On the site's own server: the way to the admin pages, and for the owner to publish what was saved. */
export function ServerLinks() {
  return (
    <p className="pe-row pe-server-links">
      {editorSettings.owner && (
        <a className="pe-button" href="/_admin/publish">
          Publish…
        </a>
      )}
      <a className="pe-button" href="/_admin">
        Admin
      </a>
    </p>
  );
}
