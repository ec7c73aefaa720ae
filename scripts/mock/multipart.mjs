// multipart/form-data, which openapi-backend does not parse, read with busboy: every part in order (name, file name,
// declared type, bytes; the idempotency fingerprint reads them), the file part, and the text fields. A text field may
// arrive as a part with a file name: browsers send a Blob appended to FormData that way (the API explorer sends
// `options` as a JSON Blob, which the browser names `blob`), so a part named after a text field is read as that field
// whatever its file name.
import busboy from 'busboy';
import {Problem} from './problems.mjs';

/** The parts the import reads as text, whether or not the client gave them a file name. */
const TEXT_PARTS = new Set(['options']);

/**
 * @returns {Promise<{file?: {field: string, name: string, contentType: string, bytes: Buffer},
 *   fields: Record<string, string>, parts: {name: string, fileName?: string, contentType?: string, bytes: Buffer}[]}>}
 */
export function readMultipart(headers, raw) {
  return new Promise((resolve, reject) => {
    let parser;
    try {
      parser = busboy({headers, limits: {files: 1 + TEXT_PARTS.size, fields: 10}});
    } catch (error) {
      reject(new Problem('invalid_request', `The multipart body cannot be read: ${error.message}`));
      return;
    }
    const fields = {};
    const parts = [];
    let file;
    let unknownFile;
    parser.on('file', (name, stream, info) => {
      const chunks = [];
      const part = {name, fileName: info.filename, contentType: info.mimeType, bytes: Buffer.alloc(0)};
      parts.push(part);
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        part.bytes = Buffer.concat(chunks);
        if (name === 'file') {
          file = {field: name, name: info.filename ?? 'upload', contentType: info.mimeType, bytes: part.bytes};
        } else if (TEXT_PARTS.has(name)) fields[name] = part.bytes.toString('utf8');
        else unknownFile = name;
      });
    });
    parser.on('field', (name, value, info) => {
      parts.push({name, contentType: info.mimeType, bytes: Buffer.from(value, 'utf8')});
      fields[name] = value;
    });
    parser.on('error', (error) =>
      reject(new Problem('invalid_request', `The multipart body cannot be read: ${error.message}`)),
    );
    parser.on('close', () => {
      if (unknownFile) {
        reject(
          new Problem('validation_failed', `The file must be sent in the part named file, not ${unknownFile}.`, {
            errors: [
              {pointer: `/${unknownFile}`, code: 'unknown_field', detail: `Name the part file, not ${unknownFile}.`},
            ],
          }),
        );
      } else resolve({file, fields, parts});
    });
    parser.end(raw);
  });
}
