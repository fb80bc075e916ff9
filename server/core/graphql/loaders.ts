import type DataLoader from 'dataloader';
import type { DataSource } from 'typeorm';

/** A DataLoader factory; features declare one per relation in their `*.loaders.ts`. */
export interface LoaderDefinition<K, V, C = K> {
  readonly name: string;
  create(ds: DataSource): DataLoader<K, V, C>;
}

export function defineLoader<K, V, C = K>(
  name: string,
  create: (ds: DataSource) => DataLoader<K, V, C>,
): LoaderDefinition<K, V, C> {
  return { name, create };
}

/** Per-request loader cache: each definition is instantiated once per request, on first use. */
export class LoaderRegistry {
  private readonly loaders = new Map<LoaderDefinition<unknown, unknown, unknown>, unknown>();
  constructor(private readonly ds: DataSource) {}

  get<K, V, C>(def: LoaderDefinition<K, V, C>): DataLoader<K, V, C> {
    let loader = this.loaders.get(def as LoaderDefinition<unknown, unknown, unknown>) as
      DataLoader<K, V, C> | undefined;
    if (!loader) {
      loader = def.create(this.ds);
      this.loaders.set(def as LoaderDefinition<unknown, unknown, unknown>, loader);
    }
    return loader;
  }
}
