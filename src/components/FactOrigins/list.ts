// The list's one definition: what the page renders and what its Markdown version prints. Relative imports, so that
// the Markdown generator (run by tsx, outside the bundler) resolves them too.
import {factOrigins, type FactOrigin} from '../../data/data-sources';

export {factOrigins};

export const originText = (origin: FactOrigin['origin']): string =>
  origin === 'reported' ? 'reported by the source' : 'derived by Berthline';

/** The list as Markdown, for the page's Markdown version (plugins/llms/components.ts). */
export const factOriginsMarkdown = (): string =>
  `${factOrigins.map((entry) => `- **${entry.fact}**: ${originText(entry.origin)}. ${entry.how}`).join('\n')}\n`;
