/**
 * PostgreSQL tsquery text (what `plainto_tsquery(...)::text` prints, and the vocabulary's occupation queries) as a
 * tree, so that the in-memory search index (decision 027) evaluates the very queries PostgreSQL would: lexemes
 * joined by `&`, `|`, `!`, parentheses and the phrase operators `<->`/`<N>` (read as `&`: a phrase's words are all
 * in the text, their order is not checked). Prefix and weight marks (`:*`, `:AB`) are read and ignored.
 */

export type TTsNode = { op: 'lexeme'; lexeme: string } | { op: 'and' | 'or'; items: TTsNode[] } | { op: 'not'; item: TTsNode };

type TToken = { kind: 'lexeme'; value: string } | { kind: '&' | '|' | '!' | '(' | ')' };

function tokenize(text: string): TToken[] {
  const tokens: TToken[] = [];
  for (let index = 0; index < text.length; ) {
    const char = text[index]!;
    if (char === ' ') index += 1;
    else if (char === "'") {
      let value = '';
      index += 1;
      while (index < text.length) {
        if (text[index] === "'" && text[index + 1] === "'") {
          value += "'";
          index += 2;
        } else if (text[index] === "'") {
          index += 1;
          break;
        } else {
          value += text[index];
          index += 1;
        }
      }
      // Weight and prefix marks after a lexeme (":*", ":AB").
      if (text[index] === ':') while (index < text.length && /[:*A-Da-d]/u.test(text[index]!)) index += 1;
      tokens.push({ kind: 'lexeme', value });
    } else if (char === '<') {
      // A phrase operator: its words must all be there.
      const end = text.indexOf('>', index);
      index = end < 0 ? text.length : end + 1;
      tokens.push({ kind: '&' });
    } else if (char === '&' || char === '|' || char === '!' || char === '(' || char === ')') {
      tokens.push({ kind: char });
      index += 1;
    } else index += 1;
  }
  return tokens;
}

/** The tree of a tsquery's text, or null for an empty query (a stop word only: it matches nothing). */
export function parseTsQuery(text: string): TTsNode | null {
  const tokens = tokenize(text);
  let position = 0;
  const peek = () => tokens[position];
  const flat = (op: 'and' | 'or', items: TTsNode[]): TTsNode => (items.length === 1 ? items[0]! : { op, items: items.flatMap((item) => (item.op === op ? item.items : [item])) });
  const primary = (): TTsNode | null => {
    const token = peek();
    if (!token) return null;
    position += 1;
    if (token.kind === 'lexeme') return { op: 'lexeme', lexeme: token.value };
    if (token.kind === '!') {
      const item = primary();
      return item ? { op: 'not', item } : null;
    }
    if (token.kind === '(') {
      const inner = or();
      if (peek()?.kind === ')') position += 1;
      return inner;
    }
    return null;
  };
  const and = (): TTsNode | null => {
    const items: TTsNode[] = [];
    const first = primary();
    if (first) items.push(first);
    while (peek()?.kind === '&') {
      position += 1;
      const next = primary();
      if (next) items.push(next);
    }
    return items.length ? flat('and', items) : null;
  };
  function or(): TTsNode | null {
    const items: TTsNode[] = [];
    const first = and();
    if (first) items.push(first);
    while (peek()?.kind === '|') {
      position += 1;
      const next = and();
      if (next) items.push(next);
    }
    return items.length ? flat('or', items) : null;
  }
  return or();
}

/** `a || b` of tsqueries: an empty side is left out (as PostgreSQL does). */
export function anyOf(nodes: Array<TTsNode | null>): TTsNode | null {
  const items = nodes.filter((node): node is TTsNode => node !== null);
  if (!items.length) return null;
  return items.length === 1 ? items[0]! : { op: 'or', items };
}

/** `a && b` of tsqueries: an empty side is left out (as PostgreSQL does). */
export function allOf(nodes: Array<TTsNode | null>): TTsNode | null {
  const items = nodes.filter((node): node is TTsNode => node !== null);
  if (!items.length) return null;
  return items.length === 1 ? items[0]! : { op: 'and', items };
}

/** Every lexeme a tree names (negated ones too). */
export function lexemesOf(node: TTsNode | null, into: Set<string> = new Set()): Set<string> {
  if (!node) return into;
  if (node.op === 'lexeme') into.add(node.lexeme);
  else if (node.op === 'not') lexemesOf(node.item, into);
  else for (const item of node.items) lexemesOf(item, into);
  return into;
}
