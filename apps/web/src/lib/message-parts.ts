/**
 * A message with one part in [brackets] (a link, a bold figure): the text before it, the part and
 * the text after, so each language puts the part where its word order wants it. Without brackets
 * the whole text comes first.
 */
export function bracketed(text: string): [before: string, part: string, after: string] {
  const match = /^([^[]*)\[([^\]]*)\](.*)$/s.exec(text);
  return match ? [match[1]!, match[2]!, match[3]!] : [text, "", ""];
}
