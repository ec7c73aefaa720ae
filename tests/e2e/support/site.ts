// What the end-to-end tests know about the site: its routes (the reference slugs come from the OpenAPI document's
// facts, not from a copied list), and helpers that watch a page for problems.
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Locator, Page, Request} from '@playwright/test';
import {BASE_URL, specFile} from '../../../config/site-paths.mjs';
import {chunksHolding as chunksHoldingIn} from '../../../scripts/lib/content-chunk.mjs';
import {deref as resolveRef} from '../../../scripts/lib/openapi-ref.mjs';
import {api} from '../../../src/lib/api';

/** The facts of the OpenAPI document, through the one access layer (src/lib/api.ts). */
export const facts = api;

export const REFERENCE_ROUTES = facts.operations.map((op) => `/docs/api/reference/${op.slug}`);

export interface Problems {
  consoleErrors: string[];
  failedRequests: string[];
}

/** Collects console errors, uncaught errors and failed requests to our own host while a page is used. */
export function watchProblems(page: Page, ownOrigin: string): Problems {
  const problems: Problems = {consoleErrors: [], failedRequests: []};
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.consoleErrors.push(`${page.url()}: uncaught ${error.message}`));
  const isOwn = (request: Request) => request.url().startsWith(ownOrigin);
  page.on('requestfailed', (request) => {
    if (isOwn(request)) problems.failedRequests.push(`${request.url()}: ${request.failure()?.errorText}`);
  });
  page.on('response', (response) => {
    if (isOwn(response.request()) && response.status() >= 400) {
      problems.failedRequests.push(`${response.url()}: HTTP ${response.status()}`);
    }
  });
  return problems;
}

export {chunkForPermalink} from '../../../scripts/lib/content-chunk.mjs';

export const BUILD_DIR = path.join(__dirname, '..', '..', '..', 'build');

/** The build's JavaScript files whose code holds `text` (scripts/lib/content-chunk.mjs). */
export const chunksHolding = (text: string): string[] => chunksHoldingIn(BUILD_DIR, text);

/** The path of every URL in the build's sitemap. */
export const SITEMAP_PATHS = [
  ...readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
].map((match) => new URL(match[1]).pathname);

/**
 * The routes of the hand-written pages, by area, as the build lists them (the generated reference pages apart). Not
 * from scripts/lib/pages.mjs, which Playwright's CommonJS transform cannot load (it reads `import.meta`).
 */
export const WRITTEN_ROUTES = SITEMAP_PATHS.filter((route) => !route.startsWith(`${BASE_URL}api/reference/`));
export const API_GUIDE_ROUTES = WRITTEN_ROUTES.filter(
  (route) => route === `${BASE_URL}api` || route.startsWith(`${BASE_URL}api/`),
);
export const DOCS_ROUTES = WRITTEN_ROUTES.filter((route) => !API_GUIDE_ROUTES.includes(route));

/** The address of a page's file, which hosts serve too: `/docs/x` → `/docs/x.html`, `/docs/` → `/docs/index.html`. */
export function htmlAddressOf(clean: string): string {
  return clean.endsWith('/') ? `${clean}index.html` : `${clean}.html`;
}

/**
 * Selects the mock server in the explorer's "Base URL" list of a development or test build
 * (`http://127.0.0.1:{port}/v1`, scripts/gen-api.mjs) and sets its port variable, as a reader would for their own mock.
 */
export async function chooseMockServer(panel: Locator, port: number): Promise<void> {
  const servers = panel.getByRole('combobox', {name: 'Base URL'});
  const value = await servers.locator('option', {hasText: /^Mock server: /}).getAttribute('value');
  if (!value) {
    throw new Error(
      'the build lists no mock server: generate and build with API_MOCK_SERVER=http://127.0.0.1:4010 (npm test does), ' +
        'then run the end-to-end tests again.',
    );
  }
  await servers.selectOption(value);
  await panel.getByLabel('port', {exact: true}).fill(String(port));
}

/**
 * Records the Content-Security-Policy violations a page reports from its first script on (the browser blocks them
 * too). Returns a function that reads the violations of the current document.
 */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const record: string[] = [];
    (window as unknown as {cspViolations: string[]}).cspViolations = record;
    document.addEventListener('securitypolicyviolation', (event) => {
      record.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);
}

/**
 * Waits until React has hydrated the page (Docusaurus then sets `<html data-has-hydrated="true">`). Before that a
 * click on a link is a full page load, a tab does not switch, and nodes planted in the article can be re-rendered away.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
}

/**
 * Holds the site's scripts until the returned function is called, which lets them load and waits for hydration: the
 * page shows as its static HTML, as on a slow phone between the first paint and hydration.
 */
export async function holdScripts(page: Page): Promise<() => Promise<void>> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const pattern = /\/docs\/assets\/js\/[^/]+\.js$/;
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    release();
    await hydrated(page);
    await page.unroute(pattern);
  };
}

export type Json = Record<string, unknown>;

/** The bundled OpenAPI document the site publishes, as the reference pages and their Markdown are built from it. */
export const spec = JSON.parse(readFileSync(path.join(__dirname, '..', '..', '..', specFile('json')), 'utf8')) as Json;

/** Follows `$ref`s within the document (scripts/lib/openapi-ref.mjs). */
export const deref = (node: unknown): Json => resolveRef(spec, node) as Json;
