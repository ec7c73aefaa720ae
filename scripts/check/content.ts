// The content rules (tests/content/rules/): every rule over every file of its areas, each finding at its file and
// line with the rule's id. The rules read the document's facts when they load, so this runs after generation.
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {error, type Finding} from './finding';

interface RuleModule {
  RULES: {id: string; areas: string[]; check(source: unknown): {file: string; line: number; message: string}[]}[];
}
interface SourcesModule {
  sources(areas: string[]): unknown[];
}

export async function checkContent(root: string): Promise<Finding[]> {
  const load = async <T>(file: string) => (await import(pathToFileURL(path.join(root, file)).href)) as T;
  const {RULES} = await load<RuleModule>('tests/content/rules/index.ts');
  const {sources} = await load<SourcesModule>('tests/content/sources.ts');
  const byArea = new Map<string, unknown[]>();
  const read = (area: string) => {
    if (!byArea.has(area)) byArea.set(area, sources([area]));
    return byArea.get(area) ?? [];
  };
  return RULES.flatMap((rule) =>
    rule.areas.flatMap((area) =>
      read(area).flatMap((source) =>
        rule.check(source).map((found) => error('content', found.file, found.line, `${found.message} (${rule.id})`)),
      ),
    ),
  );
}
