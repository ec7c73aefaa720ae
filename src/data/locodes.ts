/**
 * The UN/LOCODEs of the ports that ./data-sources.ts names, each with the port's name and the public sources that
 * state the code. `tests/unit/data-sources.test.ts` fails a terminal or rail row whose code is not here, or whose port
 * name is not the code's.
 */

export const LOCODE_SOURCES = {
  t49Terminals: {
    url: 'https://github.com/Terminal49/API/blob/3be48e2e4de63ff7f672c81435c2c3282c4e7c25/docs/data/coverage/terminals.json',
    states:
      "Terminal49's terminal list, with each terminal's port and its UN/LOCODE (Los Angeles USLAX, Long Beach USLGB, New York / New Jersey USNYC, Savannah USSAV, Hamburg DEHAM).",
  },
  shipCalculators: {
    url: 'https://shipcalculators.com/glossary/un-locode/',
    states: 'The UN/LOCODE glossary entry, with SGSIN for Singapore and NLRTM for Rotterdam as its examples.',
  },
} as const;

export type LocodeSource = keyof typeof LOCODE_SOURCES;

export interface Locode {
  /** The port as pages name it. */
  name: string;
  sources: readonly LocodeSource[];
}

export const LOCODES = {
  USLAX: {name: 'Los Angeles', sources: ['t49Terminals']},
  USLGB: {name: 'Long Beach', sources: ['t49Terminals']},
  USNYC: {name: 'New York and New Jersey', sources: ['t49Terminals']},
  USSAV: {name: 'Savannah', sources: ['t49Terminals']},
  NLRTM: {name: 'Rotterdam', sources: ['shipCalculators']},
  DEHAM: {name: 'Hamburg', sources: ['t49Terminals']},
  SGSIN: {name: 'Singapore', sources: ['shipCalculators']},
} as const satisfies Record<string, Locode>;

export type PortCode = keyof typeof LOCODES;

/** A port of a data-source row: its UN/LOCODE and its name. */
export interface Port {
  code: PortCode;
  name: string;
}

/** Why a port's code and name disagree with the table of codes, or nothing. */
export function portProblems(where: string, entry: {code: string; name: string}): string[] {
  const known = (LOCODES as Record<string, Locode>)[entry.code];
  if (!known) return [`${where}: ${entry.code} is not a UN/LOCODE of the table (src/data/locodes.ts)`];
  return known.name === entry.name ? [] : [`${where}: ${entry.code} is ${known.name}, not ${entry.name}`];
}
