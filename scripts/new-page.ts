// `npm run new -- <kind> "Title"`: a new page with every file it needs (scripts/new-page/scaffold.ts), then what to
// fill in, as `npm run check` lists it.
//
//   npm run new -- feature "Vessel schedules"    docs/features/, with its entry in src/data/features.ts
//   npm run new -- concept "Free time"           docs/concepts/
//   npm run new -- tutorial "Book a pickup"      docs/tutorials/
//   npm run new -- guide "Pagination"            api/, an API guide
import {KINDS, newPage, type Kind} from './new-page/scaffold';

async function main(): Promise<void> {
  const [kind, ...words] = process.argv.slice(2);
  const title = words.join(' ').trim();
  if (!(KINDS as readonly string[]).includes(kind) || !title) {
    console.error(`Usage: npm run new -- <${KINDS.join('|')}> "Page title"`);
    process.exitCode = 1;
    return;
  }
  const {written, manual} = await newPage(process.cwd(), kind as Kind, title);
  console.log('Written:');
  for (const {file, what} of written) console.log(`  ${file}: ${what}`);
  for (const line of manual) console.log(`  by hand: ${line}`);
  console.log(
    [
      '',
      'Now fill in the front matter description and every note marked new-page: (each says what goes there), then',
      'remove the notes. `npm start` shows the page as you write; `npm run check` lists what is left, by file and line.',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(`new: ${(error as Error).message}`);
  process.exitCode = 1;
});
