/**
 * Boolean words of a search (decision 136), read once for job search and candidate search: AND, OR and NOT in upper
 * case (lower-case "and" and "not" are ordinary words, as on LinkedIn; lower-case "or" and «أو» already join
 * alternatives, decision 023), «أو»/«او» for OR and «ليس»/«وليس» for NOT as words of their own, a `-` glued before a
 * word for NOT, quoted phrases ("…", “…”, «…») and parentheses. «و» is never an operator: glued it is a letter of the
 * word, alone it joins words that are all needed anyway (between two words of a query with operators it is read as AND).
 *
 * Words without NOT, a phrase, a parenthesis or an upper-case AND are no boolean query (null): the search reads them as
 * before (an OR alone is decision 023's "or"). Malformed words (an unbalanced quote or parenthesis, an operator with
 * nothing on one side, only NOT) are read as plain words, and the answer says so.
 */

export type TBooleanNode = { kind: 'words'; text: string; phrase: boolean } | { kind: 'and' | 'or'; items: TBooleanNode[] } | { kind: 'not'; item: TBooleanNode };

export type TBooleanWords = { kind: 'plain' } | { kind: 'malformed'; plain: string } | { kind: 'boolean'; tree: TBooleanNode };

type TToken = { kind: 'word'; text: string } | { kind: 'phrase'; text: string } | { kind: 'and' | 'or' | 'not' | '(' | ')' };

const QUOTES: Record<string, string> = { '"': '"', '“': '”', '”': '”', '«': '»', '„': '“' };
const ARABIC_OR = new Set(['أو', 'او', 'أَو']);
const ARABIC_NOT = new Set(['ليس', 'وليس']);

/** The words as tokens, or null when a quote is not closed. */
function tokenize(q: string): TToken[] | null {
  const tokens: TToken[] = [];
  const text = q.normalize('NFKC');
  for (let index = 0; index < text.length; ) {
    const char = text[index]!;
    if (/\s/u.test(char)) index += 1;
    else if (char === '(' || char === ')') {
      tokens.push({ kind: char });
      index += 1;
    } else if (QUOTES[char]) {
      const close = QUOTES[char]!;
      const end = text.indexOf(close, index + 1);
      const other = char === '"' ? -1 : text.indexOf('"', index + 1);
      const at = end >= 0 ? end : other;
      if (at < 0) return null;
      tokens.push({ kind: 'phrase', text: text.slice(index + 1, at).trim() });
      index = at + 1;
    } else {
      let end = index;
      while (end < text.length && !/\s/u.test(text[end]!) && text[end] !== '(' && text[end] !== ')' && !QUOTES[text[end]!]) end += 1;
      const word = text.slice(index, end);
      index = end;
      if (word === 'AND') tokens.push({ kind: 'and' });
      else if (word === 'OR' || ARABIC_OR.has(word)) tokens.push({ kind: 'or' });
      else if (word === 'NOT' || ARABIC_NOT.has(word)) tokens.push({ kind: 'not' });
      else if (word === 'و') tokens.push({ kind: 'and' });
      else if (/^-\p{L}/u.test(word)) tokens.push({ kind: 'not' }, { kind: 'word', text: word.slice(1) });
      else tokens.push({ kind: 'word', text: word });
    }
  }
  return tokens;
}

/** Whether the tokens ask for a boolean reading at all: NOT, a phrase, a parenthesis or an upper-case AND. */
const asksBoolean = (tokens: TToken[], q: string): boolean =>
  tokens.some((token) => token.kind === 'not' || token.kind === 'phrase' || token.kind === '(' || token.kind === ')') || /(^|\s)AND(\s|$)/u.test(q);

class Malformed extends Error {}

const flat = (kind: 'and' | 'or', items: TBooleanNode[]): TBooleanNode => (items.length === 1 ? items[0]! : { kind, items: items.flatMap((item) => (item.kind === kind ? item.items : [item])) });

/** Whether a tree needs something (a NOT alone finds every job but some: not a search). */
function positive(node: TBooleanNode): boolean {
  if (node.kind === 'words') return true;
  if (node.kind === 'not') return false;
  return node.kind === 'and' ? node.items.some(positive) : node.items.every(positive);
}

function parse(tokens: TToken[]): TBooleanNode {
  let position = 0;
  const peek = () => tokens[position];
  // One term: a word run (words side by side stay one text, so that "project manager" is read as one occupation), a
  // phrase, a group in parentheses, or NOT and the next word, phrase or group.
  const unary = (): TBooleanNode => {
    const token = peek();
    if (!token) throw new Malformed();
    position += 1;
    if (token.kind === 'not') {
      const next = peek();
      if (!next || next.kind === 'not') throw new Malformed();
      if (next.kind === 'word') {
        position += 1;
        return { kind: 'not', item: { kind: 'words', text: next.text, phrase: false } };
      }
      return { kind: 'not', item: unary() };
    }
    if (token.kind === 'phrase') {
      if (!token.text) throw new Malformed();
      return { kind: 'words', text: token.text, phrase: true };
    }
    if (token.kind === '(') {
      const inner = or();
      if (peek()?.kind !== ')') throw new Malformed();
      position += 1;
      return inner;
    }
    if (token.kind === 'word') {
      const words = [token.text];
      while (peek()?.kind === 'word') words.push((tokens[position++] as { text: string }).text);
      return { kind: 'words', text: words.join(' '), phrase: false };
    }
    throw new Malformed();
  };
  const and = (): TBooleanNode => {
    const items = [unary()];
    for (let next = peek(); next && next.kind !== 'or' && next.kind !== ')'; next = peek()) {
      if (next.kind === 'and') position += 1;
      items.push(unary());
    }
    return flat('and', items);
  };
  function or(): TBooleanNode {
    const items = [and()];
    while (peek()?.kind === 'or') {
      position += 1;
      items.push(and());
    }
    return flat('or', items);
  }
  const tree = or();
  if (position < tokens.length) throw new Malformed();
  return tree;
}

/** Malformed words as plain words: without AND, NOT, «ليس» and a glued `-` (quotes and parentheses are no letters). */
const plainOf = (q: string): string =>
  q
    .split(/\s+/u)
    .filter((word) => word !== 'AND' && word !== 'NOT' && !ARABIC_NOT.has(word.replace(/[()"“”«»„]/gu, '')))
    .map((word) => word.replace(/^-(?=\p{L})/u, ''))
    .join(' ');

/** How a search's words are read: plainly (as before), as a boolean query, or plainly because they are malformed. */
export function readBooleanWords(q: string): TBooleanWords {
  const tokens = tokenize(q);
  if (!tokens) return { kind: 'malformed', plain: plainOf(q) };
  if (!asksBoolean(tokens, q)) return { kind: 'plain' };
  try {
    const tree = parse(tokens);
    return positive(tree) ? { kind: 'boolean', tree } : { kind: 'malformed', plain: plainOf(q) };
  } catch (error) {
    if (error instanceof Malformed) return { kind: 'malformed', plain: plainOf(q) };
    throw error;
  }
}

const JOINERS = {
  ar: { or: ' أو ', and: ' و', not: 'ليس ', andNot: '، وليس ', open: '«', close: '»' },
  en: { or: ' or ', and: ' and ', not: 'not ', andNot: ', not ', open: '“', close: '”' },
} as const;

/**
 * How a tree was understood, in the reader's language: "nurse or midwife, not senior", «ممرض أو قابلة، وليس كبير».
 * `wordsOf`: a text's words as the search understood them (corrections applied).
 */
export function readingOfTree(node: TBooleanNode, locale: 'ar' | 'en', wordsOf: (node: Extract<TBooleanNode, { kind: 'words' }>) => string): string {
  const joiners = JOINERS[locale];
  const show = (item: TBooleanNode, inside: 'and' | 'or' | null): string => {
    if (item.kind === 'words') return item.phrase ? `${joiners.open}${wordsOf(item)}${joiners.close}` : wordsOf(item);
    if (item.kind === 'not') return `${joiners.not}${show(item.item, 'and')}`;
    const parts = item.kind === 'or' ? item.items.map((part) => show(part, 'or')) : null;
    const text =
      parts?.join(joiners.or) ??
      item.items
        .map((part, at) => ({ part, at }))
        .reduce((shown, { part, at }) => (at === 0 ? show(part, 'and') : part.kind === 'not' ? `${shown}${joiners.andNot}${show(part.item, 'and')}` : `${shown}${joiners.and}${show(part, 'and')}`), '');
    return inside && inside !== item.kind ? `(${text})` : text;
  };
  return show(node, null);
}
