import http from 'node:http';
import fs from 'node:fs';
import { Pool } from 'pg';

/**
 * The raw-SQL baseline of `npm run bench:api`: replays, through `pg` alone, the very statements the
 * GraphQL path sent for each scenario (recorded from TypeORM's logger), stage by stage as they were
 * issued, and answers the rows as JSON. The ratio to the GraphQL path is the API + ORM overhead.
 */
interface Statement {
  sql: string;
  params: unknown[];
}
type Scenario = Statement[][];

const [file, port] = [process.argv[2], Number(process.argv[3])];
const scenarios = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Scenario>;
const pool = new Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DB_POOL_SIZE ?? 10),
});

async function run(stages: Scenario): Promise<unknown[]> {
  const out: unknown[] = [];
  for (const stage of stages) {
    const results = await Promise.all(stage.map((s) => pool.query(s.sql, s.params)));
    out.push(results.map((r) => r.rows));
  }
  return out;
}

http
  .createServer((req, res) => {
    const scenario = scenarios[(req.url ?? '/').slice(1)];
    if (!scenario) {
      res.writeHead(404).end();
      return;
    }
    run(scenario).then(
      (rows) => {
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ data: rows }));
      },
      (err: unknown) => {
        res.writeHead(500).end(String(err));
      },
    );
  })
  .listen(port, '127.0.0.1', () => process.send?.('ready'));
