// Prism on demand. prism-react-renderer sets up its grammars the moment it is evaluated (about 180 ms on Lighthouse's
// mobile CPU) and weighs about 30 KB gzip. The code blocks in a page's HTML are highlighted at build time and kept as
// they are when the page hydrates (src/theme/CodeBlock/Content), so a first load needs none of it. It loads, in its
// own chunk (prefetched when the browser is idle), when a block first mounts in the browser: after a client-side
// navigation, in a tab opened, in the other color mode. The static render has it from the start.
import {useEffect, useState} from 'react';

type Library = typeof import('./library');

// plugins/bundling defines BERTHLINE_STATIC_RENDER: true in the server bundle, false in the browser's, where the
// bundler drops this branch and its require.
let library: Library | undefined;
if (process.env.BERTHLINE_STATIC_RENDER) {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the static render is synchronous
  library = require('./library') as Library;
}

let loading: Promise<Library> | undefined;

/** Loads prism-react-renderer (once). */
export function loadPrism(): Promise<Library> {
  loading ??= import(/* webpackChunkName: "prism", webpackPrefetch: true */ './library').then((loaded) => {
    library = loaded;
    return loaded;
  });
  return loading;
}

/** prism-react-renderer once it has loaded; `wanted` false neither loads it nor waits for it. */
export function usePrism(wanted: boolean): Library | undefined {
  const [loaded, setLoaded] = useState(library);
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let mounted = true;
    void loadPrism().then((lib) => mounted && setLoaded(lib));
    return () => {
      mounted = false;
    };
  }, [wanted, loaded]);
  return wanted ? loaded : undefined;
}
