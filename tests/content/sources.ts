// The files the content scanner reads, by area. Generated files (api/reference/, src/generated/, static/openapi/)
// are left out: their owners are scanned instead.
import {readdirSync, readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import type {Area, Source} from './rule';
import {kindOf} from './units';

export const ROOT = path.join(__dirname, '..', '..');

function walk(dir: string, keep: (rel: string) => boolean, skip: (rel: string) => boolean = () => false): string[] {
  const out: string[] = [];
  const start = path.join(ROOT, dir);
  if (!existsSync(start)) return out;
  const visit = (abs: string) => {
    for (const entry of readdirSync(abs, {withFileTypes: true})) {
      const full = path.join(abs, entry.name);
      const rel = path.relative(ROOT, full).split(path.sep).join('/');
      if (skip(rel)) continue;
      if (entry.isDirectory()) visit(full);
      else if (keep(rel)) out.push(rel);
    }
  };
  visit(start);
  return out.sort();
}

const isPage = (rel: string) => /\.mdx?$/.test(rel);
const isGeneratedReference = (rel: string) => rel === 'api/reference' || rel.startsWith('api/reference/');
/** The released snapshots keep the values of their day on purpose (scripts/changelog/releases.mjs). */
const isReleaseSnapshot = (rel: string) => /^openapi\/releases\/[^/]+\.ya?ml$/.test(rel);

/** The files of each area, relative to the repository root. */
export const AREA_FILES: Record<Area, () => string[]> = {
  docs: () => walk('docs', isPage),
  'api-guide': () => walk('api', isPage, isGeneratedReference),
  openapi: () => walk('openapi', (rel) => /\.(ya?ml|json)$/.test(rel), isReleaseSnapshot),
  data: () => walk('src/data', (rel) => rel.endsWith('.ts')),
  template: () => walk('scripts', (rel) => /gen-import-template\.mjs$/.test(rel)),
  // What derives files from the document: gen-api and its generators, the reference pages' hooks, the Markdown twins.
  generator: () => [
    ...walk('scripts', (rel) => /^scripts\/gen-(?:api|import-template|postman)\.mjs$/.test(rel)),
    ...walk('plugins/reference-pages', (rel) => /\.mjs$/.test(rel)),
    ...walk('plugins/llms', (rel) => /\.ts$/.test(rel)),
  ],
  program: () => walk('tests/programs', (rel) => /\.(mjs|js|ts|py|sh|go|rb|php|java|cs|rs|ps1)$/.test(rel)),
};

export function readSource(file: string, area: Area): Source {
  return {file, area, kind: kindOf(file), text: readFileSync(path.join(ROOT, file), 'utf8')};
}

/** Every source of the given areas, read once. */
export function sources(areas: Area[]): Source[] {
  return areas.flatMap((area) => AREA_FILES[area]().map((file) => readSource(file, area)));
}
