import { trapField } from '../../core/inbox.ts';

/**
 * The field people never see, and leave empty: hidden by a class of the stylesheet (not an inline style), so a script
 * that reads the HTML finds an ordinary field and fills it. Hidden, it is neither read out, reached by Tab, nor filled
 * in by the browser's autofill.
 */
export function ContactTrap() {
  return (
    <div className="contact-trap">
      <label>
        Leave this field empty
        <input name={trapField} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
