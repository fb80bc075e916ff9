import type { ReactNode } from 'react';

/**
 * A line only a browser without JavaScript shows: what on the page needs scripts (a form that
 * sends through the API, the map) says so, instead of doing nothing when used.
 */
export function NoScriptNote({ children }: { children: ReactNode }) {
  return (
    <noscript>
      <p className="noscript-note">{children}</p>
    </noscript>
  );
}
