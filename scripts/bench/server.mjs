// Serves a build for the benchmark with the project's own serve command (scripts/serve.mjs: compression, cache
// headers, routing), on a free port or the one asked for. Usage:
// `const server = await serveBuild('build', 0); … server.origin …; await server.close();`
import {createServer} from '../serve.mjs';
import {BenchError} from './process.mjs';

/** Starts serving `dir` on 127.0.0.1:`port` (0: any free port). Resolves with `{origin, close}`. */
export async function serveBuild(dir, port = 0) {
  let server;
  try {
    server = createServer({dir});
  } catch (error) {
    throw new BenchError(`Cannot serve ${dir}: ${error.message}`);
  }
  await new Promise((resolve, reject) => {
    server.once('error', (error) =>
      reject(
        new BenchError(
          error.code === 'EADDRINUSE'
            ? `Port ${port} is busy: stop what listens there, or leave out --port to use a free port.`
            : `Cannot listen on 127.0.0.1:${port}: ${error.message}`,
        ),
      ),
    );
    server.listen(port, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${server.address().port}`;
  return {
    origin,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(resolve);
      }),
  };
}
