const SMALL_WORDS = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'e']);

/** Mini mode (SPEC 2.1, 80 px) shows two letters per entry: 'Catálogo de Productos' -> 'CP'. */
export function initials(label: string): string {
  const words = label.split(/\s+/).filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()));
  const letters = words.length > 1 ? words.slice(0, 2).map((w) => w[0]) : [label.slice(0, 2)];
  return letters.join('').toUpperCase();
}
