/**
 * React DOM's client, alone in a chunk of its own: the start-up evaluates it in a task of its own,
 * before the rest of the site's code (see entry-client.tsx).
 */
export { hydrateRoot } from 'react-dom/client';
