// multipart/form-data, which openapi-backend does not parse: the file part with its name, type and bytes, and the
// text fields, read with busboy.
import busboy from 'busboy';
import {Problem} from './problems.mjs';

/** @returns {Promise<{file?: {field: string, name: string, contentType: string, bytes: Buffer}, fields: Record<string, string>}>} */
export function readMultipart(headers, raw) {
  return new Promise((resolve, reject) => {
    let parser;
    try {
      parser = busboy({headers, limits: {files: 1, fields: 10}});
    } catch (error) {
      reject(new Problem('invalid_request', `The multipart body cannot be read: ${error.message}`));
      return;
    }
    const fields = {};
    let file;
    let unknownFile;
    parser.on('file', (name, stream, info) => {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        const part = {
          field: name,
          name: info.filename ?? 'upload',
          contentType: info.mimeType,
          bytes: Buffer.concat(chunks),
        };
        if (name === 'file') file = part;
        else unknownFile = name;
      });
    });
    parser.on('field', (name, value) => {
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
      } else resolve({file, fields});
    });
    parser.end(raw);
  });
}
