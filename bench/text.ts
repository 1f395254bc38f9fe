// Deterministic words for the synthetic docs: a seeded PRNG, vocabulary, and the text of pages and specs.
// Nothing here reads the clock or Math.random, so the same seed always gives the same bytes (and SHAs).

export type Rng = () => number;
export type Lang = 'en' | 'es' | 'fr';
export const LANGS: readonly Lang[] = ['en', 'es', 'fr'];

/** mulberry32: tiny, fast, good enough for picking words; seeds must be 32-bit integers. */
export function makeRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes two integers into one seed, so each page gets its own stream (re-rendering a page keeps its prose). */
export function mixSeed(a: number, b: number): number {
  return (Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x632be5ab, 0xc2b2ae35)) >>> 0;
}

export function pick<T>(rng: Rng, xs: readonly T[]): T {
  const x = xs[Math.floor(rng() * xs.length)];
  if (x === undefined) throw new Error('pick() from an empty list');
  return x;
}

export function int(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

export function slugify(s: string): string {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

export const TOPICS: readonly string[] = [
  'Webhooks',
  'Authentication',
  'API keys',
  'Billing',
  'Deployments',
  'Domains',
  'Analytics',
  'Search',
  'Permissions',
  'Teams',
  'Projects',
  'Environments',
  'Logs',
  'Alerts',
  'Caching',
  'Rate limits',
  'Storage',
  'Databases',
  'Functions',
  'Queues',
  'Notifications',
  'Single sign-on',
  'Audit logs',
  'Backups',
  'Migrations',
  'Versions',
  'Components',
  'Themes',
  'Localization',
  'Workflows',
  'Pipelines',
  'Secrets',
  'Tokens',
  'Sessions',
  'Invoices',
  'Usage',
  'Exports',
  'Imports',
  'Schedules',
  'Reports',
  'Dashboards',
  'Events',
  'Plugins',
  'Templates',
  'Previews',
  'Branches',
  'Members',
  'Roles',
];

/** Verb of a page title per language; the slug always comes from the English one, as in most localized sites. */
export const VERBS: readonly (readonly [string, string, string])[] = [
  ['Configure', 'Configurar', 'Configurer'],
  ['Create', 'Crear', 'Créer'],
  ['Manage', 'Gestionar', 'Gérer'],
  ['Monitor', 'Supervisar', 'Surveiller'],
  ['Debug', 'Depurar', 'Déboguer'],
  ['Migrate', 'Migrar', 'Migrer'],
  ['Secure', 'Proteger', 'Sécuriser'],
  ['Deploy', 'Desplegar', 'Déployer'],
  ['Test', 'Probar', 'Tester'],
  ['Scale', 'Escalar', 'Dimensionner'],
  ['Understand', 'Entender', 'Comprendre'],
  ['Troubleshoot', 'Diagnosticar', 'Dépanner'],
  ['Set up', 'Preparar', 'Installer'],
  ['Automate', 'Automatizar', 'Automatiser'],
  ['Export', 'Exportar', 'Exporter'],
  ['Archive', 'Archivar', 'Archiver'],
];

const WORDS: Record<Lang, readonly string[]> = {
  en: [
    'the',
    'a',
    'your',
    'each',
    'request',
    'token',
    'workspace',
    'project',
    'team',
    'endpoint',
    'response',
    'settings',
    'access',
    'data',
    'event',
    'limit',
    'cache',
    'build',
    'preview',
    'domain',
    'branch',
    'with',
    'for',
    'when',
    'and',
    'you',
    'can',
    'to',
    'is',
    'returns',
    'stores',
    'sends',
    'updates',
    'checks',
    'every',
    'new',
    'default',
    'only',
  ],
  es: [
    'el',
    'la',
    'tu',
    'cada',
    'solicitud',
    'token',
    'espacio',
    'proyecto',
    'equipo',
    'respuesta',
    'ajustes',
    'acceso',
    'datos',
    'evento',
    'límite',
    'caché',
    'compilación',
    'dominio',
    'rama',
    'con',
    'para',
    'cuando',
    'y',
    'puedes',
    'de',
    'es',
    'devuelve',
    'guarda',
    'envía',
    'actualiza',
    'comprueba',
    'nuevo',
    'predeterminado',
    'solo',
  ],
  fr: [
    'le',
    'la',
    'votre',
    'chaque',
    'requête',
    'jeton',
    'espace',
    'projet',
    'équipe',
    'réponse',
    'réglages',
    'accès',
    'données',
    'événement',
    'limite',
    'cache',
    'build',
    'domaine',
    'branche',
    'avec',
    'pour',
    'quand',
    'et',
    'vous',
    'pouvez',
    'de',
    'est',
    'renvoie',
    'stocke',
    'envoie',
    'met',
    'à',
    'jour',
    'vérifie',
    'nouveau',
    'seulement',
  ],
};

/** "See [title](href)" lead-in per language. */
export const SEE: Record<Lang, string> = { en: 'See', es: 'Consulta', fr: 'Voir' };

export function sentence(rng: Rng, lang: Lang): string {
  const words = WORDS[lang];
  const n = int(rng, 7, 14);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(pick(rng, words));
  const s = out.join(' ');
  return s.charAt(0).toUpperCase() + s.slice(1) + '.';
}

export function paragraph(rng: Rng, lang: Lang): string {
  const n = int(rng, 2, 4);
  const out: string[] = [];
  for (let i = 0; i < n; i++) out.push(sentence(rng, lang));
  return out.join(' ');
}

/** A fenced code block; no braces or angle brackets outside the fence, so the MDX stays valid. */
export function codeBlock(rng: Rng, resource: string): string {
  const url = `https://api.example.com/v1/${resource}`;
  switch (int(rng, 0, 3)) {
    case 0:
      return ['```bash', `curl ${url} \\`, '  -H "Authorization: Bearer $ACME_TOKEN"', '```'].join('\n');
    case 1:
      return [
        '```javascript',
        `const res = await fetch('${url}', {`,
        "  headers: { Authorization: 'Bearer ' + token },",
        '});',
        'console.log(await res.json());',
        '```',
      ].join('\n');
    case 2:
      return [
        '```python',
        'import requests',
        '',
        `resp = requests.get("${url}", headers={"Authorization": f"Bearer {token}"})`,
        'print(resp.json())',
        '```',
      ].join('\n');
    default:
      return [
        '```json',
        '{',
        `  "id": "${resource.slice(0, 3)}_${int(rng, 100, 999)}",`,
        '  "status": "active"',
        '}',
        '```',
      ].join('\n');
  }
}

/** Resource names of the OpenAPI spec: 5 prefixes × 40 nouns = 200 resources, 5 operations each = 1,000. */
export interface ApiResource {
  name: string;
  tag: string;
  title: string;
}
let resources: readonly ApiResource[] | undefined;
export function apiResources(): readonly ApiResource[] {
  resources ??= makeResources();
  return resources;
}

function makeResources(): ApiResource[] {
  const nouns = TOPICS.slice(0, 40);
  const prefixes = ['', 'team-', 'admin-', 'billing-', 'usage-'];
  const out: ApiResource[] = [];
  for (const prefix of prefixes) {
    for (const noun of nouns) {
      const name = prefix + slugify(noun);
      out.push({ name, tag: noun, title: name.replace(/-/g, ' ') });
    }
  }
  return out;
}

/** OpenAPI 3.0 document with 1,000 operations, each with a tag and a summary unique within its tag. */
export function openApiSpec(): string {
  const paths: Record<string, Record<string, unknown>> = {};
  const idParam = [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }];
  const ok = { '200': { description: 'OK', content: { 'application/json': { schema: { type: 'object' } } } } };
  for (const r of apiResources()) {
    const op = (verb: string, id: string, withId: boolean) => ({
      tags: [r.tag],
      summary: `${verb} ${r.title}`,
      operationId: `${id}-${r.name}`,
      ...(withId ? { parameters: idParam } : {}),
      responses: ok,
    });
    paths[`/v1/${r.name}`] = { get: op('List', 'list', false), post: op('Create', 'create', false) };
    paths[`/v1/${r.name}/{id}`] = {
      get: op('Get', 'get', true),
      patch: op('Update', 'update', true),
      delete: op('Delete', 'delete', true),
    };
  }
  const spec = {
    openapi: '3.0.3',
    info: { title: 'Acme API', version: '1.0.0' },
    servers: [{ url: 'https://api.example.com' }],
    security: [{ bearer: [] }],
    paths,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  };
  return JSON.stringify(spec, null, 2) + '\n';
}
