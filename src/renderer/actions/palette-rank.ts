/**
 * How the command palette finds and orders commands. Pure, so it is unit-tested without a page.
 *
 * A command is matched against its label in the current language, its English label, its id and its
 * keywords, ignoring case, accents and punctuation ("theme sombre" finds "Thème sombre", "open" finds
 * "Open…"). Each field gives the best of these tiers, from strongest to weakest:
 *
 *   exact (100) > prefix (90) > every query word starts a word (70–73) > every word is inside (50)
 *   > the letters in order, starting at a word start (30–39)
 *
 * The English label counts slightly less than the label the user reads. The id counts when it is
 * matched exactly; otherwise, like keywords, it only says the command is related (15–22), and a query
 * whose words are spread over several fields matches weakest of all (10–12). Within a tier the recently used commands come first, then the
 * alphabetical order of the label. Whether a command is enabled does not change its rank: the palette
 * shows disabled commands in place, dimmed with their reason, and never highlights them.
 */

export interface PaletteCandidate<T = unknown> {
  item: T;
  /** The action's id, e.g. `view.themeDark`. */
  id: string;
  /** The label in the current language, as shown. */
  label: string;
  /** The label in English (the same as `label` when the UI is in English). */
  englishLabel?: string;
  /** Extra words, in the current language and English. */
  keywords?: string;
}

export interface RankedCandidate<T> {
  candidate: PaletteCandidate<T>;
  score: number;
}

/** Lower case, accents and ligatures folded, punctuation turned into spaces, spaces collapsed. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** An id such as `view.themeDark` read as words: `view theme dark`. */
export function idWords(id: string): string {
  return normalize(id.replace(/([a-z0-9])([A-Z])/g, '$1 $2'));
}

const EXACT = 100;
const PREFIX = 90;
const WORD_STARTS = 70;
const INSIDE = 50;
const SUBSEQUENCE = 30;

/**
 * Whether every query word starts a different word of the text; `ordered` when they do so in the
 * query's order. Greedy from the left, which is enough for the few words a command name has.
 */
function wordStarts(queryWords: string[], textWords: string[]): { ordered: boolean } | null {
  const used = new Set<number>();
  let ordered = true;
  let last = -1;
  for (const q of queryWords) {
    let at = textWords.findIndex((w, i) => !used.has(i) && i > last && w.startsWith(q));
    if (at < 0) {
      at = textWords.findIndex((w, i) => !used.has(i) && w.startsWith(q));
      if (at < 0) return null;
      ordered = false;
    }
    used.add(at);
    last = at;
  }
  return { ordered };
}

/**
 * The query's letters in order in the text, the first one at the start of a word ("tgsim" finds
 * "toggle simulator"). Scores 30–39: more letters on word starts or next to each other score higher.
 */
function subsequence(query: string, text: string): number {
  const letters = query.replace(/ /g, '');
  if (!letters) return 0;
  let best = 0;
  for (let start = 0; start < text.length; start++) {
    if (text[start] !== letters[0] || (start > 0 && text[start - 1] !== ' ')) continue;
    let at = start;
    let good = 0;
    let i = 0;
    for (; i < letters.length && at < text.length; at++) {
      if (text[at] !== letters[i]) continue;
      if (at === 0 || text[at - 1] === ' ' || (i > 0 && text[at - 1] === letters[i - 1])) good++;
      i++;
    }
    if (i === letters.length) best = Math.max(best, SUBSEQUENCE + Math.floor((9 * good) / letters.length));
  }
  return best;
}

/** How well a normalised query matches one normalised text: 0 when it does not. */
export function scoreText(query: string, text: string): number {
  if (!query) return 0;
  if (!text) return 0;
  if (text === query) return EXACT;
  if (text.startsWith(query)) return PREFIX;
  const queryWords = query.split(' ');
  const starts = wordStarts(queryWords, text.split(' '));
  if (starts) return WORD_STARTS + (starts.ordered ? 3 : 0);
  if (queryWords.every((q) => text.includes(q))) return INSIDE;
  return subsequence(query, text);
}

/** The best score of a command over its fields, before recency. 0 when it does not match. */
export function scoreCandidate(query: string, c: PaletteCandidate): number {
  const q = normalize(query);
  if (!q) return 0;
  const label = normalize(c.label);
  const english = normalize(c.englishLabel ?? '');
  const id = idWords(c.id);
  const keywords = normalize(c.keywords ?? '');
  let best = scoreText(q, label);
  if (english !== label) best = Math.max(best, scoreText(q, english) - 1);
  // The id finds a command by its exact name (`file.saveAs`); its family prefix ("simulate", "view")
  // is shared by many commands, so a partial id match counts like a keyword.
  const byId = q.replace(/ /g, '') === id.replace(/ /g, '') ? EXACT : scoreText(q, id);
  if (byId === EXACT) best = Math.max(best, EXACT - 3);
  else if (byId >= INSIDE) best = Math.max(best, 18);
  // A keyword says the command is related, no more: never as strong as a word of a name.
  const keyword = scoreText(q, keywords);
  if (keyword >= INSIDE) best = Math.max(best, keyword >= WORD_STARTS ? 20 : 15);
  // Words spread over the fields ("light appearance").
  if (best === 0 && q.split(' ').every((w) => `${label} ${english} ${id} ${keywords}`.includes(w))) best = 10;
  // Among related commands, those whose name has one of the words come first.
  if (best > 0 && best <= 20 && q.split(' ').some((w) => ` ${label} ${english}`.includes(` ${w}`))) best += 2;
  return best;
}

/**
 * The commands that match, best first. `recent` lists action ids, most recent first: they lead
 * within a tier, and lead the whole list when the query is empty.
 */
export function rankCommands<T>(candidates: readonly PaletteCandidate<T>[], query: string, recent: readonly string[] = []): RankedCandidate<T>[] {
  const empty = normalize(query) === '';
  const recency = (id: string) => {
    const at = recent.indexOf(id);
    // At most 4, less than the gap between two tiers, so a recent command never jumps a tier.
    return at < 0 ? 0 : 4 * (1 - at / Math.max(recent.length, 1));
  };
  return candidates
    .map((candidate) => ({ candidate, score: empty ? 1 : scoreCandidate(query, candidate) }))
    .filter((r) => r.score > 0)
    .map((r) => ({ ...r, score: r.score + recency(r.candidate.id) }))
    .sort((a, b) => b.score - a.score || a.candidate.label.localeCompare(b.candidate.label));
}

export const RECENT_COMMANDS_LIMIT = 8;

/** The recent list after running `id`: it moves to the front, the list keeps its limit. */
export function rememberCommand(recent: readonly string[], id: string): string[] {
  return [id, ...recent.filter((r) => r !== id)].slice(0, RECENT_COMMANDS_LIMIT);
}
