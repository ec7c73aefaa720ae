// The servers come from the document: a sentence or table names one with `<ApiFact name="server:Sandbox" />` (or a
// table renders `api.servers`). A server URL typed as a code span outside code samples is a copy; the URL inside a
// code sample or an example's text (a request, a problem's detail) is part of that example and passes.
import {api} from '../../../src/lib/api';
import {matchRule, plantedMarkdown, type Rule} from '../rule';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const SERVER = new RegExp(`\`(${api.servers.map((server) => escape(server.url)).join('|')})\``, 'g');
const nameOf = (url: string) => api.servers.find((server) => server.url === url)?.description.split(/\s/)[0] ?? '';

const md = plantedMarkdown('api-guide');

export const serverUrls: Rule = {
  id: 'server-urls',
  description: 'Server URLs in prose and tables are rendered from the document’s servers, not typed.',
  areas: ['docs', 'api-guide'],
  check: matchRule(
    SERVER,
    (match) => `${match.text} is typed: write <ApiFact name="server:${nameOf(match.groups[0])}" />`,
  ),
  planted: [
    {
      name: 'a server in a sentence',
      source: md('Test keys call `https://sandbox.api.berthline.example/v1`.'),
      findings: 1,
    },
    {name: 'a server in a table row', source: md('| Live key | `https://api.berthline.example/v1` |'), findings: 1},
    {
      name: 'a request in a code sample',
      source: md('```bash\ncurl https://sandbox.api.berthline.example/v1/shipments\n```'),
      findings: 0,
    },
    {
      name: 'a problem detail that quotes the URL',
      source: md('"detail": "Test keys work only at https://sandbox.api.berthline.example/v1."'),
      findings: 0,
    },
  ],
};
