import { createContext, useContext } from 'react';

/** Lets a page set the HTTP status of its server render (404 for unknown paths and properties). */
export interface RenderStatus {
  status: number;
  /** The page title, for the server-rendered <title>. */
  title?: string;
}
export const RenderStatusContext = createContext<RenderStatus | null>(null);

export function useHttpStatus(status: number): void {
  const ctx = useContext(RenderStatusContext);
  if (ctx) ctx.status = status;
}
