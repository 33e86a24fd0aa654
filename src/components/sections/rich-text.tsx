import { InlineText } from './inline-text';

/**
 * Renders content prose: blank lines separate paragraphs, a paragraph whose every line starts with "- "
 * becomes a bulleted list, and `[words](href)` becomes a link (the format described in src/content/schemas.ts).
 */
export function RichText({ text, className = '' }: { text: string; className?: string }) {
  const blocks = text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <div className={className}>
      {blocks.map((block, index) => {
        const lines = block.split('\n').map((line) => line.trim());
        if (lines.every((line) => line.startsWith('- '))) {
          return (
            <ul key={index}>
              {lines.map((line, i) => (
                <li key={i}>
                  <InlineText text={line.slice(2)} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            <InlineText text={lines.join(' ')} />
          </p>
        );
      })}
    </div>
  );
}
