// The code-sample languages of the API reference, in the order the specification lists them: the one list that the
// theme's language tabs (config/openapi.ts), scripts/gen-code-samples.mjs and the tests read.

/**
 * `language`: the theme's and Postman's language id; `postmanVariant`: postman-code-generators' variant (the theme
 * names it in lower case); `label`: the tab's label; `highlight`: the Prism language of the sample.
 */
export const CODE_SAMPLE_LANGUAGES = [
  {language: 'curl', postmanVariant: 'cURL', label: 'curl', highlight: 'bash'},
  {language: 'python', postmanVariant: 'Requests', label: 'Python', highlight: 'python'},
  {language: 'javascript', postmanVariant: 'Fetch', label: 'JavaScript', highlight: 'javascript'},
  {language: 'nodejs', postmanVariant: 'Native', label: 'Node.js', highlight: 'javascript'},
  {language: 'java', postmanVariant: 'OkHttp', label: 'Java', highlight: 'java'},
  {language: 'csharp', postmanVariant: 'HttpClient', label: 'C#', highlight: 'csharp'},
  {language: 'go', postmanVariant: 'Native', label: 'Go', highlight: 'go'},
  {language: 'ruby', postmanVariant: 'Net::HTTP', label: 'Ruby', highlight: 'ruby'},
  {language: 'php', postmanVariant: 'cURL', label: 'PHP', highlight: 'php'},
  {language: 'rust', postmanVariant: 'reqwest', label: 'Rust', highlight: 'rust'},
  {language: 'powershell', postmanVariant: 'RestMethod', label: 'PowerShell', highlight: 'powershell'},
];

/**
 * postman-code-generators' options for every sample: the page's samples (plugins/reference-pages) and the explorer's
 * (src/theme/ApiExplorer/CodeSnippets) alike, so a sample reads the same before and after "Try it".
 */
export const CODE_SAMPLE_OPTIONS = {trimRequestBody: true, followRedirect: false};
