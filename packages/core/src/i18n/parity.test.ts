import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES, errorMessage, FIELD_MESSAGES, fieldMessage } from '../errors';
import { LANGUAGES, type Language } from '../language';
import type { ErrorTexts } from './error-texts';
import './index';

type Texts = Record<string, string>;

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every key of `reference` must exist in `other`, with a non-empty text and the same {placeholders}; nothing extra. */
function compare(reference: Texts, other: Texts): { missing: string[]; extra: string[]; empty: string[]; params: string[] } {
  const missing = Object.keys(reference).filter((k) => !Object.hasOwn(other, k));
  const extra = Object.keys(other).filter((k) => !Object.hasOwn(reference, k));
  const empty = Object.keys(other).filter((k) => !other[k]?.trim());
  const params = Object.keys(reference).filter(
    (k) => Object.hasOwn(other, k) && placeholders(reference[k] ?? '').join() !== placeholders(other[k] ?? '').join(),
  );
  return { missing, extra, empty, params };
}

const clean = { missing: [], extra: [], empty: [], params: [] };

async function loadModule(path: string, name: string): Promise<Texts> {
  const mod = (await import(path)) as Record<string, unknown>;
  const texts = mod[name];
  if (!texts || typeof texts !== 'object') throw new Error(`${path} does not export ${name}`);
  return texts as Texts;
}

// Discovered from the folders, so an area added later is checked without touching this test.
const areas = readdirSync(new URL('./areas', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

describe('every language has every text of vi', () => {
  it('finds the areas', () => {
    expect(areas).toEqual(expect.arrayContaining(['account', 'catalog', 'checkout', 'courses', 'reviews']));
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: shell and each language catalogue`, async () => {
      const vi = await loadModule('./catalogues/vi.ts', 'messages');
      expect(compare(vi, await loadModule(`./catalogues/${lang}.ts`, 'messages'))).toEqual(clean);
      expect(compare(await loadModule('./vi.ts', 'vi'), await loadModule(`./${lang}.ts`, lang))).toEqual(clean);
    });

    for (const area of areas) {
      it(`${lang}: area ${area}`, async () => {
        const reference = await loadModule(`./areas/${area}/vi.ts`, 'vi');
        const texts = await loadModule(`./areas/${area}/${lang}.ts`, lang).catch(() => ({}));
        expect(compare(reference, texts)).toEqual(clean);
      });
    }

    it(`${lang}: API error and field messages`, async () => {
      const viErrors = Object.fromEntries(Object.entries(ERROR_MESSAGES).map(([k, v]) => [k, v.vi]));
      const viFields = Object.fromEntries(Object.entries(FIELD_MESSAGES).map(([k, v]) => [k, v.vi]));
      let errors: Texts;
      let fields: Texts;
      if (lang === 'vi' || lang === 'en') {
        errors = Object.fromEntries(Object.entries(ERROR_MESSAGES).map(([k, v]) => [k, v[lang]]));
        fields = Object.fromEntries(Object.entries(FIELD_MESSAGES).map(([k, v]) => [k, v[lang]]));
      } else {
        const texts = (await import(`./errors/${lang}.ts`))[lang] as ErrorTexts;
        errors = texts.errors;
        fields = texts.fields;
      }
      expect(compare(viErrors, errors)).toEqual(clean);
      expect(compare(viFields, fields)).toEqual(clean);
    });
  }
});

describe('the API speaks the request language', () => {
  const cases: Array<[Language, string]> = [
    ['vi', 'Không tìm thấy sản phẩm'],
    ['en', 'Product not found'],
    ['fr', 'Produit introuvable'],
    ['de', 'Produkt nicht gefunden'],
    ['ja', '商品が見つかりません'],
  ];
  it.each(cases)('%s error message', (lang, text) => {
    expect(errorMessage('PRODUCT_NOT_FOUND', lang)).toBe(text);
  });

  it('fills placeholders in field messages', () => {
    expect(fieldMessage('too_big_string', 'de', { maximum: 20 })).toBe('Höchstens 20 Zeichen');
    expect(fieldMessage('too_big_string', 'ja', { maximum: 20 })).toBe('20 文字以内で入力してください');
  });
});
