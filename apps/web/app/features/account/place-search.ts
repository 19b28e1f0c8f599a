import { foldText } from '@sen/core/text';

export interface Place {
  code: string;
  name: string;
}

export interface IndexedPlace extends Place {
  /** Accent-free, lower-case words of the name, computed once per list. */
  words: string[];
}

export function indexPlaces<P extends Place>(places: P[]): Array<P & IndexedPlace> {
  return places.map((p) => ({ ...p, words: foldText(p.name).split(' ') }));
}

/**
 * Accent-insensitive search: every typed word must start a word of the name or start the code,
 * so "ho chi" finds "Thành phố Hồ Chí Minh", "79" finds it by its code, and "ha" does not find "Thanh".
 */
export function matchesPlace(place: IndexedPlace, query: string): boolean {
  const typed = foldText(query).split(' ').filter(Boolean);
  const code = place.code.toLowerCase();
  return typed.every((word) => code.startsWith(word) || place.words.some((w) => w.startsWith(word)));
}

export function filterPlaces<P extends IndexedPlace>(places: P[], query: string): P[] {
  if (!query.trim()) return places;
  return places.filter((p) => matchesPlace(p, query));
}
