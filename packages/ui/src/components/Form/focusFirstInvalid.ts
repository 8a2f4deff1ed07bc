/** Takes the user to the first field of a form that says it is invalid, after a submit that failed its checks. */

/** What can take focus inside a field (react-aria hides its native selects and inputs with tabindex -1). */
const FOCUSABLE =
  'input:not([type="hidden"]):not([tabindex="-1"]), textarea, button:not([tabindex="-1"]), [tabindex]:not([tabindex="-1"])';

/** The first invalid control, whether it says so itself (aria-invalid) or through its react-aria field (data-invalid). */
function firstInvalidControl(form: HTMLFormElement): HTMLElement | null {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
  if (!invalid) return null;
  if (invalid.matches(FOCUSABLE)) return invalid;
  // A field made of several controls (a file drop zone) names the one to fix with data-invalid-target.
  return invalid.querySelector<HTMLElement>('[data-invalid-target]') ?? invalid.querySelector<HTMLElement>(FOCUSABLE);
}

/**
 * Focuses the first invalid control of `form` and centres its field (a sticky header would otherwise cover a field at
 * the top edge). False when no field says it is invalid yet (its errors may draw a render later).
 */
export function focusFirstInvalid(form: HTMLFormElement): boolean {
  const control = firstInvalidControl(form);
  if (!control) return false;
  control.focus({ preventScroll: true });
  (control.closest('[data-invalid]') ?? control).scrollIntoView({ block: 'center' });
  return true;
}
