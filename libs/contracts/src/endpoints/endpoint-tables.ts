import { SERVICES } from '../services.js';
import { type AnyEndpoint, type EndpointAccess } from './endpoint.js';
import { ENDPOINTS_BY_SERVICE } from './index.js';
import { ENDPOINT_SUMMARIES_BY_SERVICE } from './schemas.js';

/** services/README.md's generated part sits between these lines; everything else there is written by hand. */
export const ENDPOINT_TABLES_START =
  '<!-- endpoint-tables:start: generated from libs/contracts/src/endpoints by `npm run endpoints:readme`; edit the catalogue, not this -->';
export const ENDPOINT_TABLES_END = '<!-- endpoint-tables:end -->';
export const ENDPOINT_TABLES_SCRIPT = 'npm run endpoints:readme';

const WHO: Record<EndpointAccess, string> = {
  public: 'anyone',
  session: 'signed in',
  caller: 'signed in, or an API key',
  checkout: 'signed in, or the renew token',
  admin: 'admin portal',
};

const cell = (text: string) => text.replaceAll('|', '\\|');

/** One table per service, in SERVICES order, entries in catalogue order (not aligned: prettier does that). */
export function renderEndpointTables(): string {
  return SERVICES.map((service) => {
    const endpoints: Record<string, AnyEndpoint> = ENDPOINTS_BY_SERVICE[service];
    const summaries: Record<string, string> = ENDPOINT_SUMMARIES_BY_SERVICE[service];
    const rows = Object.entries(endpoints).map(([name, entry]) => {
      const input = [entry.request && 'JSON body', entry.query && 'query'].filter(Boolean).join(', ');
      return `| \`${entry.method} ${entry.path}\` | ${WHO[entry.access]} | ${input} | ${cell(summaries[name] ?? '')} |`;
    });
    const head = ['| endpoint | who may call | input | what it does |', '| --- | --- | --- | --- |'];
    return [`### ${service}`, '', ...head, ...rows].join('\n');
  }).join('\n\n');
}

/** The README with its generated part replaced; throws when the markers are missing. */
export function withEndpointTables(readme: string): string {
  const start = readme.indexOf(ENDPOINT_TABLES_START);
  const end = readme.indexOf(ENDPOINT_TABLES_END);
  if (start < 0 || end < start) {
    throw new Error(`services/README.md needs the lines ${ENDPOINT_TABLES_START} and ${ENDPOINT_TABLES_END}`);
  }
  return `${readme.slice(0, start + ENDPOINT_TABLES_START.length)}\n\n${renderEndpointTables()}\n\n${readme.slice(end)}`;
}
