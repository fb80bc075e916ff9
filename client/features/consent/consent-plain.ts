import { CONSENT_CATEGORIES, CONSENT_COOKIE, type ConsentChoice } from './consent-state';

/**
 * The prompt's copy in the server's HTML. The page's scripts start late (after load and first
 * paint, seconds on a slow phone), and the prompt must not wait for them: every page holds the
 * prompt, hidden, with the small script below right after it, which shows it as the HTML is read
 * to a visitor who has not chosen yet. Pages are cached and shared, so that decision is the
 * browser's, from the consent cookie (or the choice kept in local storage), as consent.tsx makes
 * it: never on a 'preview' path, always with `?setcookies` (which clears the choice). Until the page's scripts run, the
 * copy is a form: its buttons post the choice (POST /consent, server/web/consent-form.ts) and
 * "Change settings" unfolds the categories here. Once they run, consent-prompt.tsx takes its place.
 */
export const CONSENT_PROMPT_ID = 'consent-prompt';

/** The same text on every page: one hash in the pages' script policy. */
export const CONSENT_PLAIN_SCRIPT =
  '(function(){var d=document,p=d.getElementById(' +
  JSON.stringify(CONSENT_PROMPT_ID) +
  ');if(!p)return;' +
  'function ok(v){if(!v)return 0;try{v=decodeURIComponent(v).trim()}catch(e){return 0}' +
  `var a=v.split("."),c=${JSON.stringify(CONSENT_CATEGORIES)};` +
  'return a.indexOf("necessary")>-1&&a.every(function(x){return c.indexOf(x)>-1})}' +
  `var m=/(?:^|;)\\s*${CONSENT_COOKIE}=([^;]*)/.exec(d.cookie),s=null;` +
  `try{s=localStorage.getItem(${JSON.stringify(CONSENT_COOKIE)})}catch(e){}` +
  'var r=new URLSearchParams(location.search).has("setcookies");' +
  'if(location.pathname.indexOf("preview")>-1||(!r&&(ok(m&&m[1].trim())||ok(s))))return;' +
  // `?setcookies` resets the choice at once, as consent.tsx does once it runs.
  `if(r){d.cookie="${CONSENT_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax";` +
  `try{localStorage.removeItem(${JSON.stringify(CONSENT_COOKIE)})}catch(e){}}` +
  'p.hidden=false;var b=p.querySelector("[data-consent-settings]");' +
  'b.addEventListener("click",function(){var y=p.querySelector(\'[value="partly"]\');' +
  'p.querySelector("fieldset").hidden=false;y.hidden=false;b.hidden=true;y.focus()})})()';

/** What the visitor did with the server's copy, shown: categories unfolded, boxes ticked, focus. */
export interface PlainPromptState {
  settings: boolean;
  draft: ConsentChoice;
  /** A selector of the control that had focus, for the same control in the browser's prompt. */
  focus: string | null;
}

/** Whether the page's first script showed the server's copy. */
export function plainPromptShown(): boolean {
  return document.getElementById(CONSENT_PROMPT_ID)?.hidden === false;
}

/** The server's copy's state, when it is shown; null when there is none to take over. */
export function takeOverPlainPrompt(): PlainPromptState | null {
  const prompt = document.getElementById(CONSENT_PROMPT_ID);
  if (!prompt || prompt.hidden) return null;
  const ticked = (category: string) =>
    prompt.querySelector<HTMLInputElement>(`input[name="category"][value="${category}"]`)?.checked === true;
  const active = document.activeElement;
  let focus: string | null = null;
  if (active instanceof HTMLElement && active !== prompt && prompt.contains(active)) {
    if (active.hasAttribute('data-consent-settings')) focus = '[data-consent-settings]';
    else if ((active instanceof HTMLInputElement || active instanceof HTMLButtonElement) && active.name)
      focus = `[name="${active.name}"][value="${active.value}"]`;
    else if (active instanceof HTMLAnchorElement) focus = 'a';
  }
  return {
    settings: prompt.querySelector('fieldset')?.hidden === false,
    draft: {
      necessary: true,
      preferences: ticked('preferences'),
      statistics: ticked('statistics'),
      marketing: ticked('marketing'),
    },
    focus,
  };
}
