#!/usr/bin/env node
// Rough word count of the prose in content modules: every string and template literal.
// Usage: node scripts/count-words.mjs <file.ts> [more files]
import { readFileSync } from 'node:fs';

const literal = /'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;
let total = 0;
for (const file of process.argv.slice(2)) {
  const source = readFileSync(file, 'utf8').replace(/^import .*$/gm, '');
  const strings = source.match(literal) ?? [];
  const words = strings
    .map((s) => s.slice(1, -1))
    .filter((s) => !/^[/.@a-z0-9-]+$/.test(s)) // slugs, paths and keys are not prose
    .join(' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
  total += words;
  console.log(`${words}\t${file}`);
}
if (process.argv.length > 3) console.log(`${total}\ttotal`);
