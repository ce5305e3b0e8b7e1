// Fails when a file cites a document a reader of this repository cannot open: a product spec by
// section ("spec §5"), issue numbers, files beside the checkout (a relative path that climbs out of it). Comments cite
// docs/product.md (with a section anchor) instead, or say the reason without a citation; a cited
// anchor must be a heading of docs/product.md, so renaming a heading without its citations fails too.
// Part of `npm run lint`. Usage: node scripts/check-citations.mjs [file …] (default: every file git
// knows, tracked or new, with a checked extension).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const self = path.relative(root, fileURLToPath(import.meta.url)).split(path.sep).join("/");

const EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|sql|css|html|md)$/;
/** docs/ is where citations point; the checker names the patterns it looks for. */
const skip = (file) => file.startsWith("docs/") || file === self || file.endsWith("package-lock.json");

/** Each pattern with what to write instead. */
const PATTERNS = [
  { re: /§/, why: "a section sign: sections of an outside document" },
  { re: /\bspec's\b/i, why: "\"the spec's\": an outside document" },
  { re: /\b(?:the|per|see|in) spec\b(?!\.\w)/i, why: "\"the spec\": an outside document" },
  { re: /\bproduct-spec\b/i, why: "the product spec file, which is not in the repository" },
  { re: /\bissues? #?\d+/i, why: "an issue number from outside the repository" },
  { re: /\.\.\/shared\/|\/work\/shared\b/, why: "a path outside the repository" },
  { re: /\b(?:CONVENTIONS|STACK)\.md\b/, why: "a document that is not in the repository" },
];

/** Anchors of docs/product.md's headings, made as GitHub makes them ("Doctors' feed" → doctors-feed). */
function productAnchors() {
  const doc = path.join(root, "docs/product.md");
  const anchors = new Set();
  if (!existsSync(doc)) return anchors;
  const seen = new Map();
  for (const [, heading] of readFileSync(doc, "utf8").matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
    const base = heading.toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, "").trim().replace(/\s/g, "-");
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n ? `${base}-${n}` : base);
  }
  return anchors;
}

function listFiles() {
  try {
    const out = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: root, encoding: "utf8" });
    return out.split("\0").filter(Boolean);
  } catch {
    // Not a git checkout (an unpacked archive): walk the tree instead.
    const found = [];
    const walk = (dir) => {
      for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
        if (/^(node_modules|dist|data|\.git|\.tmp|bench-results|test-results|playwright-report)$/.test(entry.name)) continue;
        const rel = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(rel);
        else found.push(rel);
      }
    };
    walk("");
    return found;
  }
}

const files = (process.argv.length > 2 ? process.argv.slice(2).map((f) => path.relative(root, path.resolve(f)).split(path.sep).join("/")) : listFiles())
  .filter((f) => EXTENSIONS.test(f) && !skip(f) && existsSync(path.join(root, f)));

const anchors = productAnchors();
const hits = [];
for (const file of files) {
  const lines = readFileSync(path.join(root, file), "utf8").split("\n");
  lines.forEach((line, i) => {
    const match = PATTERNS.find((p) => p.re.test(line));
    if (match) hits.push(`${file}:${i + 1}: ${line.trim()}\n    ${match.why}`);
    for (const [, anchor] of line.matchAll(/docs\/product\.md#([\w-]+)/g)) {
      if (!anchors.has(anchor)) hits.push(`${file}:${i + 1}: ${line.trim()}\n    docs/product.md has no heading with the anchor #${anchor}`);
    }
  });
}

if (hits.length) {
  console.error(hits.join("\n"));
  console.error(
    `\n${hits.length} citation${hits.length === 1 ? "" : "s"} of a document outside the repository or of a missing ` +
      "section of docs/product.md. Cite docs/product.md with one of its section anchors (e.g. docs/product.md#booking-rules), " +
      "or say why without a citation.",
  );
  process.exit(1);
}
console.log(`citations: ${files.length} files checked, none cites a document outside the repository`);
