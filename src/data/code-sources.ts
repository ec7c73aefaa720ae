/**
 * The public pages and files that the carrier and leasing-company codes cite (./carriers.ts, ./lessors.ts), each with
 * what it states. A code cites the keys of this table; a test fails a code that cites none, or a key that is not here.
 *
 * Several entries are files in public GitHub repositories, pinned to the commit that was read, so that the cited text
 * cannot change under the citation.
 */

/** One cited source: its address and, in a sentence, what it establishes for the codes that cite it. */
export interface CodeSource {
  url: string;
  states: string;
}

export const CODE_SOURCES = {
  bic: {
    url: 'https://github.com/meyermarcel/icm/blob/d962fbed8f834ecbbd4049ec1de2969ef32433a7/data/file/owner.csv',
    states:
      'A copy of the BIC register of ISO 6346 owner codes (three letters, category U added), with the company each code is registered to, downloaded from bic-code.org by the icm tool on 24 February 2023.',
  },
  freightTrust: {
    url: 'https://github.com/freight-trust/documentation/blob/45d4507c4781ed7eceecdabffc5bfb24918df552/docs/platform/vessel-carriers.md',
    states: 'A table of container owner prefixes and their owners: carriers and leasing companies.',
  },
  pcsCodes: {
    url: 'https://github.com/its-br/pcs-sources/blob/7dea0c52bec9e90ed73887a66e86ae12d7f6c076/front-offices/carrierCodes.md',
    states:
      'A table of ocean carriers and their codes, including codes of carriers that merged (SAFM Safmarine, CHIW CSAV, CHNJ CSCL, KKLU K Line) and the codes with digits 11DX (Cheng Lie Navigation) and 22AA (Wan Hai Lines).',
  },
  scacTable: {
    url: 'https://github.com/fgilde/Nextended/blob/6ea2aa53b64d22d8111d4529d1cbbb4618ed4809/Tests/TestProjects/CodeGenSample/Generated/Excel/scac_codes.table.g.cs',
    states:
      'A table of ocean-carrier codes with carrier names, including HJSC Hanjin Shipping, UASC United Arab Shipping Company, SAFM Safmarine, CHIW CSAV, NSLU CSAV Norasia, NYKS, MOLU, KKLU, 11DX and 22AA.',
  },
  scacDefinition: {
    url: 'https://materialized-kb.org/concept/C2928/',
    states: 'A Standard Carrier Alpha Code is an alphabetic identifier: a code with digits is not one.',
  },
  p44: {
    url: 'https://developers.project44.com/guides/shippers/visibility/ocean/appendix',
    states: "project44's list of ocean carriers with their main and alternate codes.",
  },
  vizion: {
    url: 'https://docs.vizionapi.com/docs/formatting-bl',
    states: "Master bill of lading formats per carrier, as each carrier's own tracking page shows them.",
  },
  gofreight: {
    url: 'https://gofreight.com/glossary/standard-carrier-alpha-code',
    states: 'The SCACs of common carriers: MAEU, MSCU, CMDU, COSU, HLCU, ONEY, EGLV, HDMU, YMLU, ZIMU, WHLC, MATS.',
  },
  linkway: {
    url: 'https://linkwayfrt.com/2025/03/14/how-to-find-out-which-carrier-the-container-belongs-to/',
    states: "Carriers' container prefixes: Maersk MSKU, COSCO CBHU, Hapag-Lloyd HLXU, Evergreen EGHU and others.",
  },
  fasdeer: {
    url: 'https://fasdeer.com/prefixes.php',
    states: 'BIC owner prefixes with their owners (APMU Maersk, AZLU Hapag-Lloyd, AMCU CMA CGM, AKLU K Line…).',
  },
  t49codes: {
    url: 'https://terminal49.com/tools/scac-carrier-codes.json',
    states: "Terminal49's open list of SCACs and container prefixes (ACLU, ANNU, APLU…).",
  },
  t49carriers: {
    url: 'https://terminal49.com/docs/coverage/ocean-carriers',
    states:
      "Terminal49's ocean-carrier coverage, with the field gaps it sees per carrier and Swire's codes SSBF and WWSU.",
  },
  t49changelog: {
    url: 'https://terminal49.com/docs/coverage/changelog',
    states: "Terminal49's coverage changelog (14 August 2026): SeaLead as SQQY, Seaboard Marine as SMLU.",
  },
  movizor: {
    url: 'https://movizor.ru/docs/ru/basics/sealines/seelines',
    states: 'A list of shipping lines with their codes (Gold Star Line GSLU, Ignazio Messina LMCU, KMTC KMTU…).',
  },
  hamburgSud: {
    url: 'https://logistik-heute.de/news/seefracht-maersk-beendet-marke-hamburg-sued-38959.html',
    states: 'Maersk retires the Hamburg Süd and Sealand brands in 2023.',
  },
  oneMerger: {
    url: 'http://splash247.com/three-one-japans-ocean-network-express-starts-operating/',
    states: 'ONE started operating in April 2018, created by the merger of the container units of NYK, MOL and K Line.',
  },
  csclMerger: {
    url: 'https://www.porttechnology.org/news/cscl_exits_container_shipping/',
    states: 'China Shipping Container Lines leaves container shipping and passes its container operations to COSCO.',
  },
  safmarine: {
    url: 'https://splash247.com/safmarine-and-damco-brands-go-in-latest-maersk-reshuffle/',
    states: 'The Safmarine brand is phased out by the end of 2020 and subsumed into Maersk.',
  },
  uascMerger: {
    url: 'https://www.freightwaves.com/news/news-flash-hapag-lloyd-finalizes-merger-with-uasc',
    states: 'Hapag-Lloyd completes its merger with United Arab Shipping Co. (UASC) in May 2017.',
  },
  csavMerger: {
    url: 'http://www.marinelink.com/news/hapaglloyd-finalized367209.aspx',
    states: "Hapag-Lloyd and CSAV sign the merger of CSAV's entire container business into Hapag-Lloyd (April 2014).",
  },
  hanjin: {
    url: 'https://www.freightwaves.com/news/death-of-an-ocean-carrier',
    states: 'Hanjin Shipping is declared bankrupt by a South Korean court (February 2017).',
  },
  smLine: {
    url: 'http://www.seatrade-maritime.com/news/asia/sm-line-set-to-launch-just-one-transpacific-service.html',
    states:
      'SM Line, the new Korean container line that bought the Asia–US business of bankrupt Hanjin Shipping and eight of its ships, launches its first transpacific service (February 2017).',
  },
} as const satisfies Record<string, CodeSource>;

export type SourceKey = keyof typeof CODE_SOURCES;

/** A code, a name or a fact, with the sources that state it. */
export interface Cited<T extends string = string> {
  code: T;
  sources: readonly SourceKey[];
}

/** `cite('MSDU', 'bic', 'freightTrust')`: a code with its sources. */
export const cite = <T extends string>(code: T, ...sources: SourceKey[]): Cited<T> => ({code, sources});

/** Each of `codes`, citing the same sources. */
export const citeAll = (codes: readonly string[], ...sources: SourceKey[]): Cited[] =>
  codes.map((code) => cite(code, ...sources));

/** The problems of one cited entry: no source, or a key that is not in the table. */
export function citationProblems(where: string, entry: Cited): string[] {
  if (entry.sources.length === 0) return [`${where} ${entry.code} cites no source`];
  return entry.sources
    .filter((key) => !(key in CODE_SOURCES))
    .map((key) => `${where} ${entry.code} cites "${String(key)}", which is not in CODE_SOURCES`);
}
