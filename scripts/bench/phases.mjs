// Splits a measured build (scripts/bench/process.mjs's `samples` and `lines`) into its phases, for the scale
// bench's breakdown: Docusaurus's own phases from its perf log (DOCUSAURUS_PERF_LOGGER=true prints
// `[PERF] Build > en > SSG - 12.3 seconds!` when a phase ends) and the postBuild plugins' own lines
// (`[llms] … in 11.3 s`, `[pagefind] … in 4.1 s`). Each phase gets its duration and the peak RSS of the whole
// process tree while it ran. Usage: `phases(build)` → `[{phase, seconds, peakRssMB}]`.

/** Docusaurus's phases worth reporting, by the end of their perf label. */
const DOCUSAURUS_PHASES = [
  ['Load site', 'load site (plugins load content)'],
  ['Bundling with webpack', 'client and server bundles (MDX compiled)'],
  ['Bundling with rspack', 'client and server bundles (MDX compiled)'],
  ['SSG', 'static rendering (SSG)'],
  ['postBuild()', 'postBuild (Markdown, llms.txt, search)'],
  ['Broken links checker', 'broken links check'],
];

// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** Seconds of a perf duration (`12.34 seconds!` or `56.78 ms`). */
function perfSeconds(text) {
  const match = /- ([\d.]+) (seconds!|ms) -/.exec(text);
  if (!match) return undefined;
  return match[2] === 'ms' ? Number(match[1]) / 1000 : Number(match[1]);
}

/** The timed windows `[{phase, start, end}]` the output names. */
export function phaseWindows(lines) {
  const windows = [];
  for (const {t, text: raw} of lines) {
    const text = stripAnsi(raw);
    const perf = /^\[PERF\] (.+?) - [\d.]+ (?:seconds!|ms) -/.exec(text);
    if (perf) {
      const label = perf[1].split(' > ').pop();
      const known = DOCUSAURUS_PHASES.find(([end]) => label === end);
      // A build split into a bundling and a rendering process (as before issue 31) loaded the site twice.
      const again = label === 'Load site' && windows.some((window) => window.phase === DOCUSAURUS_PHASES[1][1]);
      if (known) {
        const phase = again ? 'load site again (the rendering process)' : known[1];
        windows.push({phase, start: t - perfSeconds(text), end: t});
      }
      continue;
    }
    const plugin = /^\[(llms|pagefind)\] .* in ([\d.]+) s$/.exec(text);
    if (plugin) {
      const name = plugin[1] === 'llms' ? 'Markdown generator (llms)' : 'search index (Pagefind)';
      windows.push({phase: `  ${name}`, start: t - Number(plugin[2]), end: t});
    }
  }
  return windows.sort((a, b) => a.start - b.start);
}

/** Duration and peak tree RSS of each phase of a measured command. */
export function phases({samples = [], lines = []}, prefix = '') {
  return phaseWindows(lines).map(({phase, start, end}) => {
    const inside = samples.filter((sample) => sample.t >= start && sample.t <= end + 0.25);
    return {
      phase: prefix + phase,
      seconds: Math.round((end - start) * 10) / 10,
      peakRssMB: inside.reduce((max, sample) => Math.max(max, sample.mb), 0),
    };
  });
}

/** The breakdown as aligned text lines, for the console. */
export function formatPhases(rows) {
  const width = Math.max(...rows.map((row) => row.phase.length), 5);
  return rows.map(
    (row) =>
      `${row.phase.padEnd(width)}  ${String(row.seconds).padStart(6)} s  ${String(row.peakRssMB).padStart(6)} MB`,
  );
}
