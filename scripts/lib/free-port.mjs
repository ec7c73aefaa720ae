// The one way the project picks a port for a server it starts (tests, the bench, `npm test`'s mock): a port on the
// loopback interface that nothing listens on now, chosen by the system (detect-port, as Docusaurus itself uses).
import {detect} from 'detect-port';

/** @returns {Promise<number>} a free port; `preferred` when it is free. */
export function freePort(preferred = 0) {
  return detect({port: preferred, hostname: '127.0.0.1'});
}
