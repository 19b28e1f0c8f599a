import { foldText } from '@sen/core';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Types into one of the address place pickers (province, ward) and chooses the first match once
 * the list shows it: the places may still be loading when the text is typed, and Enter chooses
 * only from an open list.
 */
export async function choosePlace(scope: Locator, label: string, typed: string): Promise<void> {
  const box = scope.getByRole('combobox', { name: label });
  await expect.poll(() => box.isDisabled()).toBe(false);
  await box.fill(typed);
  // The list's first option, once it is filtered by what was typed: a busy page may still show the
  // list of a moment before, whose first entry Enter would choose (a ward of Hà Nội's first, say).
  const first = scope.page().getByRole('option').first();
  await expect
    .poll(async () => foldText((await first.textContent({ timeout: 5_000 }).catch(() => '')) ?? ''))
    .toContain(foldText(typed));
  await box.press('Enter');
  await expect.poll(async () => foldText(await box.inputValue())).toContain(foldText(typed));
}
