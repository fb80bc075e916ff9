import { generateDemoFeed } from './generate-feed';
import { feedPropertySchema } from '../feed/feed.schema';
const f = generateDemoFeed({ listings: 20000 });
const recs = f.properties.map((p) => JSON.parse(JSON.stringify(p)));
for (let k = 0; k < 4; k++) { const t = performance.now(); for (const r of recs) feedPropertySchema.safeParse(r); console.log(((performance.now() - t) / recs.length * 1000).toFixed(1)); }
