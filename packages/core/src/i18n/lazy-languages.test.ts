import { beforeEach, describe, expect, it, vi as mock } from 'vitest';

// Decision 0389: the server holds Vietnamese from the start and another language once asked for it.
describe('the server’s languages', () => {
  beforeEach(() => mock.resetModules());

  it('holds Vietnamese from the start and another language only once it is loaded', async () => {
    const i18n = await import('./index');
    expect(i18n.loadLanguage('vi')).toBeNull();
    // Not loaded yet: the key falls back to Vietnamese (every catalogue is complete once loaded).
    expect(i18n.translate('fr', 'common.close')).toBe('Đóng');
    const first = i18n.loadLanguage('fr');
    expect(first).toBeInstanceOf(Promise);
    // Callers meanwhile wait for the same import.
    expect(i18n.loadLanguage('fr')).toBe(first);
    await first;
    expect(i18n.translate('fr', 'common.close')).toBe('Fermer');
    expect(i18n.loadLanguage('fr')).toBeNull();
    // Another language is still not there.
    expect(i18n.translate('ja', 'common.close')).toBe('Đóng');
    await Promise.all((['ja', 'de', 'en'] as const).map((l) => i18n.loadLanguage(l)));
    expect(i18n.translate('ja', 'common.close')).toBe('閉じる');
    expect(i18n.translate('de', 'common.close')).toBe('Schließen');
    expect(i18n.translate('en', 'common.close')).toBe('Close');
  });
});
