// "Edit this page" links and last-updated dates for hand-written pages. The repository's edit URL comes from
// DOCS_EDIT_URL (for example https://git.example.com/berthline/docs/edit/main/); without it no edit link is shown,
// never a made-up one. Generated reference pages set `custom_edit_url: null` themselves.
type EditUrlFunction = (params: {versionDocsDirPath: string; docPath: string}) => string | undefined;

export function readEditUrl(env: NodeJS.ProcessEnv = process.env): EditUrlFunction | undefined {
  const base = env.DOCS_EDIT_URL?.trim();
  if (!base) return undefined;
  if (!/^https?:\/\//.test(base)) {
    throw new Error(`DOCS_EDIT_URL must be an http(s) URL ending in the branch folder; got "${base}".`);
  }
  const prefix = base.endsWith('/') ? base : `${base}/`;
  return ({versionDocsDirPath, docPath}) =>
    docPath.startsWith('reference/') ? undefined : `${prefix}${versionDocsDirPath}/${docPath}`;
}
