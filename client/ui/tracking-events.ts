/**
 * The window event by which a feature tells the tracking scripts that something happened (a form
 * was sent, with its analytics label). The consent runtime decides who hears it: only the
 * trackers the visitor allowed, and nobody before the runtime has loaded. Its own module: the
 * forms need the name, not the consent rules, which load after the page.
 */
export const FORM_SENT_EVENT = 'consent:form-sent';

/** Announces a sent form by its analytics label (common/forms/form-kinds.ts `event`). */
export function announceFormSent(label: string): void {
  window.dispatchEvent(new CustomEvent<string>(FORM_SENT_EVENT, { detail: label }));
}
