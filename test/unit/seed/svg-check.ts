/** A small well-formedness check for generated SVG: balanced tags, quoted attributes, escaped text. */
export function xmlProblems(svg: string): string[] {
  const problems: string[] = [];
  const stack: string[] = [];
  const tags = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (let match = tags.exec(svg); match; match = tags.exec(svg)) {
    const between = svg.slice(last, match.index);
    if (between.includes('<') || between.includes('>')) problems.push(`stray bracket near ${match.index}`);
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+);)/.test(between)) problems.push(`unescaped & near ${match.index}`);
    last = tags.lastIndex;
    const [, closing, name = '', , selfClosing] = match;
    if (closing) {
      if (stack.pop() !== name) problems.push(`unexpected </${name}>`);
    } else if (!selfClosing) stack.push(name);
  }
  if (svg.slice(last).trim()) problems.push('text after the root element');
  if (stack.length) problems.push(`unclosed ${stack.join(', ')}`);
  return problems;
}
