// The admin pages' passkey buttons: log in, make an account from an invitation, add a passkey to one's account.
// The pages work without this script (passwords); it shows the passkey buttons where the browser can make passkeys.
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

const post = async (path: string, body: unknown) => {
  const res = await fetch(`/_admin/passkeys/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await res.json().catch(() => ({
    ok: false,
    message: 'The server did not answer. Check the connection, then try again.',
  }))) as Record<string, unknown>;
  if (!res.ok) throw new Error(String(answer.message ?? 'The server refused.'));
  return answer;
};

/** What went wrong, in words: the browser's own refusal (cancelled, no passkey) or the server's message. */
const said = (error: unknown) =>
  error instanceof Error && error.name === 'NotAllowedError'
    ? 'No passkey was used (it was cancelled, or it timed out).'
    : error instanceof Error
      ? error.message
      : String(error);

function wire(area: HTMLElement): void {
  const status = area.querySelector<HTMLElement>('[data-passkey-status]')!;
  const run = (button: HTMLButtonElement, action: () => Promise<Record<string, unknown>>) => {
    button.addEventListener('click', () => {
      button.disabled = true;
      status.textContent = 'Waiting for your passkey…';
      action()
        .then((answer) => {
          status.textContent = 'Done.';
          window.location.assign(String(answer.next ?? '/_admin'));
        })
        .catch((error: unknown) => {
          status.textContent = said(error);
          button.disabled = false;
        });
    });
  };
  const login = area.querySelector<HTMLButtonElement>('[data-passkey-login]');
  if (login) {
    run(login, async () => {
      const options = await post('login-options', {});
      const response = await startAuthentication({ optionsJSON: options as never });
      return post('login', { response, next: login.dataset.next });
    });
  }
  const register = area.querySelector<HTMLButtonElement>('[data-passkey-register]');
  if (register) {
    run(register, async () => {
      const form = document.querySelector<HTMLFormElement>('[data-welcome-form]');
      const fields = form
        ? Object.fromEntries(
            ['token', 'name', 'email'].map((name) => [name, (form.elements.namedItem(name) as HTMLInputElement).value]),
          )
        : {};
      if (form && !(form.elements.namedItem('name') as HTMLInputElement).reportValidity())
        throw new Error('Write your name first.');
      if (form && !(form.elements.namedItem('email') as HTMLInputElement).reportValidity())
        throw new Error('Write your e-mail address first.');
      const options = await post('register-options', fields);
      const response = await startRegistration({ optionsJSON: options as never });
      return post('register', { response });
    });
  }
  area.hidden = false;
}

if (browserSupportsWebAuthn()) document.querySelectorAll<HTMLElement>('[data-passkey-area]').forEach(wire);
