// The import template as a reader gets it: the tutorial lists the files of src/data/import-template.ts, every link
// downloads its file, the CSV files start with a UTF-8 byte-order mark (so Excel reads them as UTF-8), the semicolon
// variant separates with semicolons; the API tutorial uploads the sample file it links (src/data/sample-import.ts).
import {expect, test} from './support/fixtures';
import {TEMPLATE_FILES} from '../../src/data/import-template';
import {SAMPLE_IMPORT} from '../../src/data/sample-import';

const FILES = Object.values(TEMPLATE_FILES);

test('the Excel tutorial offers every template file, and each link downloads it', async ({page, request}) => {
  await page.goto('/docs/tutorials/track-shipments-from-a-excel-file');
  const list = page.getByRole('list', {name: 'Import template downloads'});
  await expect(list.getByRole('listitem')).toHaveCount(FILES.length);
  for (const file of FILES) {
    const link = list.getByRole('link', {name: new RegExp(file.name.replace(/\./g, '\\.'))});
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('download', file.name);
    const response = await request.get((await link.getAttribute('href')) ?? '');
    expect(response.status(), file.name).toBe(200);
    const body = await response.body();
    if (file.name.endsWith('.csv')) {
      expect([...body.subarray(0, 3)], `${file.name} starts with a UTF-8 byte-order mark`).toEqual([0xef, 0xbb, 0xbf]);
      const header = body.subarray(3).toString('utf8').split('\r\n')[0];
      const separator = file.name.includes('semicolon') ? ';' : ',';
      expect(header.split(separator)[0], `${file.name} separates with "${separator}"`).toBe('container_number');
    } else {
      // An .xlsx file is a ZIP archive.
      expect(body.subarray(0, 2).toString('latin1'), file.name).toBe('PK');
    }
  }
});

test('the file-upload tutorial uploads the sample file it links, from a sheet the file has', async ({
  page,
  request,
}) => {
  await page.goto('/docs/api/tutorials/importing-shipments-via-file-upload');
  const upload = page.locator('pre').filter({hasText: 'file=@'}).first();
  const uploaded = /file=@([\w.-]+)/.exec((await upload.textContent()) ?? '')?.[1];
  expect(uploaded).toBe(SAMPLE_IMPORT.name);
  await expect(upload).toContainText(`"sheet":"${SAMPLE_IMPORT.sheet}"`);
  const link = page.getByRole('link', {name: SAMPLE_IMPORT.name}).first();
  const response = await request.get((await link.getAttribute('href')) ?? '');
  expect(response.status()).toBe(200);
  expect((await response.body()).subarray(0, 2).toString('latin1'), 'an .xlsx file is a ZIP archive').toBe('PK');
});
