import type { LiveChannel } from './live-preview.ts';

/** The live preview's events the site's own server sends (src/server/drafts/editor-routes.ts). */
const events = ['pages:update', 'pages:error'] as const;

/**
 * The live preview's channel on the site's own server: its event stream (Server-Sent Events) at /__edit/events. Each
 * event's handlers run in turn, the next once the last is done, as Vite's channel runs them; a tab that reconnects
 * says the last version it saw (Last-Event-ID, sent by the browser) and is sent what it missed.
 */
export function serverChannel(url = '/__edit/events'): LiveChannel {
  const handlers = new Map<string, Array<(data: never) => unknown>>();
  let inTurn = Promise.resolve();
  const source = new EventSource(url);
  for (const event of events) {
    source.addEventListener(event, (message) => {
      const data = JSON.parse((message as MessageEvent<string>).data) as never;
      inTurn = inTurn
        .then(() => Promise.all((handlers.get(event) ?? []).map((handler) => handler(data))))
        .then(
          () => undefined,
          () => undefined,
        );
    });
  }
  return {
    on: (event, handler) =>
      void handlers.set(event, [...(handlers.get(event) ?? []), handler as (data: never) => unknown]),
    // The server sends what a tab needs when it connects: nothing to ask for.
    send: () => undefined,
  };
}
