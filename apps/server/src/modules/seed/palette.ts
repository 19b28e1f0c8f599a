import { foldText } from '@sen/core';

export interface Palette {
  body: string;
  edge: string;
  accent: string;
}

/** Finishes a product may come in; the third image of a product shows another one. */
export const FINISHES: readonly Palette[] = [
  { body: '#2b2d33', edge: '#17181c', accent: '#4d5160' },
  { body: '#dfe1e6', edge: '#b9bcc4', accent: '#9aa0ab' },
  { body: '#8e877c', edge: '#6c665d', accent: '#b4ada2' },
  { body: '#2f4a6e', edge: '#1d3150', accent: '#5a7aa3' },
  { body: '#efe6d8', edge: '#cfc3b0', accent: '#bba98f' },
  { body: '#5d7a66', edge: '#435a4a', accent: '#86a28e' },
  { body: '#e7b9c6', edge: '#c9929f', accent: '#f2d3dc' },
  { body: '#c8653a', edge: '#9c4a27', accent: '#e99a72' },
  { body: '#8e7cc3', edge: '#6d5ba3', accent: '#b9abe0' },
  { body: '#f4f4f6', edge: '#d4d6db', accent: '#c2c5cc' },
  { body: '#b8322a', edge: '#8c231d', accent: '#e0625a' },
  { body: '#e3c78f', edge: '#c2a56c', accent: '#f0dcb4' },
];

/** Finish index for a Vietnamese colour name, so a "Trắng" product is drawn white. */
export function finishFor(colour: string): number | undefined {
  const words = foldText(colour);
  const has = (w: string) => new RegExp(`(^|\\s)${w}(\\s|$)`).test(words);
  if (has('den') || has('graphite') || has('nua dem') || has('huyen bi')) return 0;
  if (has('trang')) return 9;
  if (has('anh sao') || has('kem') || has('be')) return 4;
  if (has('xanh la') || has('xo thom') || has('reu') || has('o liu')) return 5;
  if (has('xanh')) return 3;
  if (has('hong')) return 6;
  if (has('cam')) return 7;
  if (has('tim')) return 8;
  if (has('do')) return 10;
  if (has('vang')) return 11;
  if (has('bac') || has('xam')) return 1;
  if (has('titan')) return 2;
  return undefined;
}
