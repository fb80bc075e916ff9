import { z } from 'zod';
import { generateDemoFeed } from './generate-feed';
import { feedPropertySchema } from '../feed/feed.schema';
const f = generateDemoFeed({ listings: 5000 });
const recs = f.properties.map((p) => JSON.parse(JSON.stringify(p)));
function time(label: string, fn: () => void) { const t = performance.now(); fn(); console.log(label, ((performance.now() - t) / recs.length * 1000).toFixed(1), 'µs/record'); }
time('full', () => { for (const r of recs) feedPropertySchema.safeParse(r); });
time('full again', () => { for (const r of recs) feedPropertySchema.safeParse(r); });
const shape = (feedPropertySchema as any).in.shape as Record<string, z.ZodType>;
for (const k of Object.keys(shape)) {
  const s = shape[k]!;
  const t = performance.now();
  for (const r of recs) s.safeParse(r[k]);
  const us = (performance.now() - t) / recs.length * 1000;
  if (us > 3) console.log(k, us.toFixed(1));
}
const simple = z.union([z.string(), z.number()]).nullish().transform((v) => v);
const simple2 = z.any().transform((v) => v);
time('union-field x100', () => { for (const r of recs) for (let i = 0; i < 100; i++) simple.safeParse(r.City); });
time('any-field x100', () => { for (const r of recs) for (let i = 0; i < 100; i++) simple2.safeParse(r.City); });
